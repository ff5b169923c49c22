import { useEffect, useState } from 'react';

/** Seconds before another SMS code may be asked for (the service refuses sooner). */
const resendSeconds = 60;

/** A one-second countdown for "get code" buttons: `start()` begins it, `secondsLeft` shows it. */
export function useCountdown(seconds = resendSeconds) {
  const [secondsLeft, setSecondsLeft] = useState(0);
  useEffect(() => {
    if (secondsLeft <= 0) return;
    const timer = setTimeout(() => setSecondsLeft((s) => s - 1), 1000);
    return () => clearTimeout(timer);
  }, [secondsLeft]);
  return { secondsLeft, start: () => setSecondsLeft(seconds) };
}

/** The label of a "get code" button while counting down or not. */
export const codeButtonLabel = (secondsLeft: number) =>
  secondsLeft > 0 ? `${secondsLeft}秒后重新获取` : '获取验证码';
