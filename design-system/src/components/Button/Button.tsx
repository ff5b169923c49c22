import { LoaderCircle } from 'lucide-react';
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
  /** Visual weight. Default `secondary`. */
  variant?: (typeof buttonVariants)[number];
  /** Height and padding: 28, 32, 40 px, or `touch` (44 px) for fingers on phone pages. Default `medium`. */
  size?: (typeof buttonSizes)[number];
  /** Shows a spinner, keeps the label for screen readers and ignores presses. Default `false`. */
  isLoading?: boolean;
};

export function Button({
  variant = 'secondary',
  size = 'medium',
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
          {isPending && <LoaderCircle aria-hidden size={14} className={spin} />}
          {children}
        </>
      ))}
    </AriaButton>
  );
}
