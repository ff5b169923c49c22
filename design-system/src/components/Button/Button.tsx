import { LoaderCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import {
  Button as AriaButton,
  composeRenderProps,
  type ButtonProps as AriaButtonProps,
} from 'react-aria-components';
import { spin } from '../../styles/spin.css.ts';
import { button } from './Button.css.ts';

export const buttonVariants = ['primary', 'secondary', 'text', 'danger'] as const;
export const buttonSizes = ['small', 'medium', 'large', 'touch'] as const;

export type ButtonProps = Omit<AriaButtonProps, 'className' | 'style' | 'isPending'> & {
  /** 视觉强调程度。默认 `secondary`。 */
  variant?: (typeof buttonVariants)[number];
  /** 高度与内边距：28、32、40px，或 `touch`（44px），供手机页面手指点按。默认 `medium`。 */
  size?: (typeof buttonSizes)[number];
  /**
   * 文字前的图标（14px 的 lucide 图标，`aria-hidden`）。加载时由加载图标代替，按钮宽度不变。默认无。
   */
  icon?: ReactNode;
  /** 显示加载图标，为读屏软件保留文字，并忽略点击。默认 `false`。 */
  isLoading?: boolean;
};

export function Button({
  variant = 'secondary',
  size = 'medium',
  icon,
  isLoading = false,
  children,
  ...props
}: ButtonProps) {
  return (
    <AriaButton
      {...props}
      isPending={isLoading}
      data-variant={variant}
      className={button({ variant, size })}
    >
      {composeRenderProps(children, (children, { isPending }) => (
        <>
          {isPending ? <LoaderCircle aria-hidden size={14} className={spin} /> : icon}
          {children}
        </>
      ))}
    </AriaButton>
  );
}
