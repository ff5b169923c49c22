import { Check, Copy } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { visuallyHidden } from '../../styles/visually-hidden.css.ts';
import { Button, type ButtonProps } from '../Button/Button.tsx';
import { copyText } from './copy-text.ts';

type Outcome = 'copied' | 'failed';

const announcements: Record<Outcome, string> = {
  copied: '已复制',
  failed: '复制失败，请手动选择复制',
};

/** How long the button says 已复制 before it offers copying again. */
export const copiedResetMs = 2000;

export type CopyButtonProps = Pick<ButtonProps, 'size' | 'isDisabled'> & {
  /** 要复制的文字。 */
  text: string;
  /** 复制的是什么：读屏软件把按钮读作“复制{what}”（复制后“已复制{what}”），如“复制账号”。 */
  what: string;
  /** 按钮的视觉强调程度。默认 `text`。 */
  variant?: 'text' | 'secondary';
};

/**
 * A button that copies one value (an account number, an order number) to the clipboard. It says
 * 已复制 for two seconds and announces it to screen readers (or that copying failed, so the value
 * should be selected by hand).
 */
export function CopyButton({
  text,
  what,
  variant = 'text',
  size = 'small',
  ...props
}: CopyButtonProps) {
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  async function copy() {
    const copied = await copyText(text);
    setOutcome(copied ? 'copied' : 'failed');
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setOutcome(null), copiedResetMs);
  }

  return (
    <>
      <Button
        {...props}
        variant={variant}
        size={size}
        aria-label={outcome === 'copied' ? `已复制${what}` : `复制${what}`}
        onPress={() => void copy()}
      >
        {outcome === 'copied' ? <Check aria-hidden size={14} /> : <Copy aria-hidden size={14} />}
        {outcome === 'copied' ? '已复制' : '复制'}
      </Button>
      <span role="status" className={visuallyHidden}>
        {outcome && announcements[outcome]}
      </span>
    </>
  );
}
