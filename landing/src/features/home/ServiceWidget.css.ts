import { style } from '@vanilla-extract/css';
import { serviceWidgetInsets } from '@p5g/design-system/service-widget.css';
import { mobile } from './mobile-style.ts';

/** The widget keeps clear of the page's last lines: higher on the desktop, in rem on a phone. */
export const placement = style([
  { display: 'contents', vars: { [serviceWidgetInsets.blockEnd]: '96px' } },
  mobile({
    vars: { [serviceWidgetInsets.inlineEnd]: '0.12rem', [serviceWidgetInsets.blockEnd]: '0.6rem' },
  }),
]);
