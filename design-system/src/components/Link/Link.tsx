import { ExternalLink } from 'lucide-react';
import {
  Link as AriaLink,
  composeRenderProps,
  type LinkProps as AriaLinkProps,
} from 'react-aria-components';
import { visuallyHidden } from '../../styles/visually-hidden.css.ts';
import { externalIcon, link, standalone } from './Link.css.ts';

export const linkVariants = ['standalone', 'inline'] as const;

export type LinkProps = Omit<AriaLinkProps, 'className' | 'style'> & {
  /** `inline` 带下划线，在正文中醒目；`standalone` 悬停时显示下划线。默认 `standalone`。 */
  variant?: (typeof linkVariants)[number];
  /** 在新标签页打开（带 `noopener`），显示图标并告知读屏软件。默认 `false`。 */
  isExternal?: boolean;
  /** 外部链接文字之后朗读的内容。默认 `（在新窗口打开）`。 */
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
    <AriaLink
      {...props}
      {...externalProps}
      data-variant={variant}
      className={variant === 'standalone' ? `${link} ${standalone}` : link}
    >
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
