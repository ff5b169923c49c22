import { OTPInput, REGEXP_ONLY_DIGITS } from 'input-otp';
import { useEffect, useId, useState, type ReactNode } from 'react';
import { Button } from '../Button/Button.tsx';
import * as fieldStyles from '../../styles/field.css.ts';
import * as styles from './VerificationCodeField.css.ts';

export type VerificationCodeFieldProps = {
  /** 可见标签，也是输入框和分组的无障碍名称。默认 `验证码`。 */
  label?: ReactNode;
  /** 验证码位数，每位一个格子。默认 `6`。 */
  length?: number;
  /** 已输入的数字（受控）。默认：非受控。 */
  value?: string;
  /** 非受控时的初始值。默认 `''`。 */
  defaultValue?: string;
  /** 每次输入、删除或粘贴后以新值（只含数字）调用。默认无。 */
  onChange?: (code: string) => void;
  /** 填满 `length` 位时以完整验证码调用，如自动提交。默认无。 */
  onComplete?: (code: string) => void;
  /** 焦点离开时调用（表单库据此校验）。默认无。 */
  onBlur?: () => void;
  /** 格子下的帮助文字，作为输入框的描述与之关联。默认无。 */
  description?: ReactNode;
  /** 标记为无效：红色边框，显示并播报 `errorMessage`。默认 `false`。 */
  isInvalid?: boolean;
  /** 无效时格子下显示的信息，如 `请输入6位数字验证码`。默认无。 */
  errorMessage?: ReactNode;
  /** 在标签上添加必填星号，并向读屏软件朗读 必填。默认 `false`。 */
  isRequired?: boolean;
  /** 禁用输入和获取按钮。默认 `false`。 */
  isDisabled?: boolean;
  /** 提交表单时使用的字段名。默认无。 */
  name?: string;
  /**
   * 点击获取按钮时调用，发送短信验证码；返回Promise时按钮显示加载状态，兑现后开始倒计时，
   * 失败则恢复为可点击。不提供则没有获取按钮。默认无。
   */
  onSend?: () => unknown;
  /** 再次获取前须等待的秒数。默认 `60`。 */
  resendSeconds?: number;
  /** 获取按钮的文字。默认 `获取验证码`。 */
  sendLabel?: string;
  /** 倒计时中按钮的文字。默认 `` s => `${s}秒后重新获取` ``。 */
  countdownLabel?: (secondsLeft: number) => string;
};

/** Keeps the digits of a pasted text (`验证码：123 456`) so the whole code lands in the boxes. */
const digitsOnly = (text: string) => text.replace(/\D/g, '');

/** A one-second countdown: `start()` begins it, `secondsLeft` reads it. */
function useCountdown(seconds: number) {
  const [secondsLeft, setSecondsLeft] = useState(0);
  useEffect(() => {
    if (secondsLeft <= 0) return;
    const timer = setTimeout(() => setSecondsLeft((s) => s - 1), 1000);
    return () => clearTimeout(timer);
  }, [secondsLeft]);
  return { secondsLeft, start: () => setSecondsLeft(seconds) };
}

/**
 * The SMS verification code of registration and password reset: one box per digit over a single
 * real input (so paste, the phone's one-time-code suggestion and screen readers see one field),
 * digits only, with the send button and its resend countdown beside it.
 */
export function VerificationCodeField({
  label = '验证码',
  length = 6,
  value,
  defaultValue = '',
  onChange,
  onComplete,
  onBlur,
  description,
  isInvalid = false,
  errorMessage,
  isRequired = false,
  isDisabled = false,
  name,
  onSend,
  resendSeconds = 60,
  sendLabel = '获取验证码',
  countdownLabel = (s) => `${s}秒后重新获取`,
}: VerificationCodeFieldProps) {
  const id = useId();
  const [uncontrolled, setUncontrolled] = useState(defaultValue);
  const code = value ?? uncontrolled;
  const [isSending, setSending] = useState(false);
  const { secondsLeft, start } = useCountdown(resendSeconds);
  const showError = isInvalid && errorMessage != null;
  const describedBy =
    [description != null && `${id}-description`, showError && `${id}-error`]
      .filter(Boolean)
      .join(' ') || undefined;

  const send = async () => {
    setSending(true);
    try {
      await onSend?.();
      start();
    } catch {
      // The app reports the failure (a message); the button is offered again.
    } finally {
      setSending(false);
    }
  };

  return (
    <div className={fieldStyles.field}>
      <label id={`${id}-label`} htmlFor={`${id}-input`} className={fieldStyles.label}>
        {isRequired && (
          <span aria-hidden className={fieldStyles.requiredMark}>
            *
          </span>
        )}
        {label}
      </label>
      <div role="group" aria-labelledby={`${id}-label`} className={styles.row}>
        <OTPInput
          id={`${id}-input`}
          name={name}
          value={code}
          onChange={(next: string) => {
            setUncontrolled(next);
            onChange?.(next);
          }}
          onComplete={onComplete}
          onBlur={onBlur}
          maxLength={length}
          pattern={REGEXP_ONLY_DIGITS}
          pasteTransformer={digitsOnly}
          inputMode="numeric"
          autoComplete="one-time-code"
          disabled={isDisabled}
          required={isRequired}
          aria-invalid={isInvalid || undefined}
          aria-describedby={describedBy}
          containerClassName={styles.boxes}
          render={({ slots, isFocused }) =>
            // The input carries the value for assistive technology; the boxes only draw it.
            slots.map((slot, index) => (
              <div
                key={index}
                aria-hidden
                className={styles.slot}
                data-focused={(isFocused && slot.isActive) || undefined}
                data-invalid={isInvalid || undefined}
                data-disabled={isDisabled || undefined}
              >
                {slot.char}
                {slot.hasFakeCaret && <span className={styles.caret} />}
              </div>
            ))
          }
        />
        {onSend && (
          <Button onPress={send} isLoading={isSending} isDisabled={isDisabled || secondsLeft > 0}>
            {secondsLeft > 0 ? countdownLabel(secondsLeft) : sendLabel}
          </Button>
        )}
      </div>
      {description != null && (
        <span id={`${id}-description`} className={fieldStyles.description}>
          {description}
        </span>
      )}
      {showError && (
        <span id={`${id}-error`} className={fieldStyles.errorMessage}>
          {errorMessage}
        </span>
      )}
    </div>
  );
}
