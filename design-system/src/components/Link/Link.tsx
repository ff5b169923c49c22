import { ExternalLink } from 'lucide-react';
import {
  Link as AriaLink,
  composeRenderProps,
  type LinkProps as AriaLinkProps,
} from 'react-aria-components';
import { visuallyHidden } from '../../styles/visually-hidden.css.ts';
import { externalIcon, link } from './Link.css.ts';

export const linkVariants = ['standalone', 'inline'] as const;

export type LinkProps = Omit<AriaLinkProps, 'className' | 'style'> & {
  /** `inline` is underlined so it stands out inside running text; `standalone` underlines on hover. Default `standalone`. */
  variant?: (typeof linkVariants)[number];
  /** Opens in a new tab (with `noopener`), shows an icon and tells screen readers so. Default `false`. */
  isExternal?: boolean;
  /** Read after the label of an external link. Default `（在新窗口打开）`. */
  externalLabel?: string;
};

/** The brand link. Without `href` it renders a focusable `role="link"` span that only calls `onPress`. */
export function Link({
  variant = 'standalone',
  isExternal = false,
  externalLabel = '（在新窗口打开）',
  children,
  ...props
}: LinkProps) {
  const externalProps = isExternal
    ? { target: '_blank', rel: props.rel ?? 'noopener noreferrer' }
    : null;
  return (
    <AriaLink {...props} {...externalProps} data-variant={variant} className={link}>
      {composeRenderProps(children, (children) => (
        <>
          {children}
          {isExternal && (
            <>
              <ExternalLink aria-hidden size="0.9em" className={externalIcon} />
              <span className={visuallyHidden}>{externalLabel}</span>
            </>
          )}
        </>
      ))}
    </AriaLink>
  );
}
