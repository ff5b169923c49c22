import { Clock, TimerOff, TriangleAlert } from 'lucide-react';
import { useEffect, useState } from 'react';
import { expiryLeft, expiryText, type ExpiryLeft } from './expiry.ts';
import * as styles from './ExpiryCountdown.css.ts';

export type ExpiryCountdownProps = {
  /** 有效期结束的时刻：带时区偏移的ISO字符串，或Date。必填。 */
  expiresAt: string | Date;
  /** 读取倒计时的时刻；在故事和测试中固定它。默认：时钟，每分钟重新读取。 */
  now?: Date;
};

const stateIcons = { valid: Clock, urgent: TriangleAlert, expired: TimerOff } as const;

/**
 * Days and hours left of an approved template's 7-day validity (剩余6天23小时). Under 24 hours it
 * turns to the warning tone with a warning icon and counts hours (剩余5小时); past the end it reads
 * 已过期. Tone, icon and words all tell the state.
 */
export function ExpiryCountdown({ expiresAt, now }: ExpiryCountdownProps) {
  const clock = useMinuteClock(now === undefined);
  const left: ExpiryLeft = expiryLeft(new Date(expiresAt), now ?? clock);
  const Icon = stateIcons[left.state];
  return (
    <span className={styles.countdown[left.state]} data-state={left.state}>
      <Icon aria-hidden size={14} strokeWidth={2} className={styles.icon} />
      {expiryText(left)}
    </span>
  );
}

/** The current time, refreshed every minute while `isRunning`. */
function useMinuteClock(isRunning: boolean): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    if (!isRunning) return;
    const timer = setInterval(() => setNow(new Date()), 60_000);
    return () => clearInterval(timer);
  }, [isRunning]);
  return now;
}
