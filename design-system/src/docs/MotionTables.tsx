import { useState } from 'react';
import { defaultTheme, timing, vars } from '@p5g/tokens';
import { Button } from '../components/Button/Button.tsx';
import * as styles from './docs.css.ts';

const { duration, easing } = defaultTheme;

const durationUses: Partial<Record<keyof typeof duration, string>> = {
  instant: '悬停、按下等即时反馈',
  fast: '下拉框、气泡卡片的出现与消失',
  normal: '弹窗、底部弹出层的进出（动效上限200ms）',
};

/** The transition durations, each with a dot to play it. */
export function Durations() {
  const [moved, setMoved] = useState(false);
  return (
    <>
      <table className={styles.table}>
        <thead>
          <tr>
            <th>令牌</th>
            <th>时长</th>
            <th>用途</th>
            <th>演示</th>
          </tr>
        </thead>
        <tbody>
          {(Object.keys(duration) as (keyof typeof duration)[]).map((name) => (
            <tr key={name}>
              <td>
                <code className={styles.code}>vars.duration.{name}</code>
              </td>
              <td>
                <code className={styles.code}>{duration[name]}</code>
              </td>
              <td>{durationUses[name] ?? '—'}</td>
              <td style={{ minInlineSize: 360 }}>
                <div className={styles.motionTrack}>
                  <span
                    className={styles.motionDot}
                    data-moved={moved || undefined}
                    style={{ transitionDuration: vars.duration[name] }}
                  />
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <Button variant="primary" onPress={() => setMoved((value) => !value)}>
        {moved ? '复位' : '播放动效'}
      </Button>
      <p>
        缓动曲线 <code className={styles.code}>vars.easing.standard</code>：
        <code className={styles.code}>{easing.standard}</code>
      </p>
    </>
  );
}

const timingUses: Partial<Record<keyof typeof timing, string>> = {
  spinnerHideDelay: '最后一个请求返回后，全局加载遮罩再停留这么久才隐藏',
  tooltipDelay: '文字提示（如侧边菜单项）悬停这么久后出现',
  messageDuration: '全局消息与登录失效提示的停留时间',
  sessionExpiryDebounce: '登录失效跳转的防抖时间',
  cardHoverReset: '指针离开卡片后，悬停态在这么久后复位',
  bannerAutoplay: '桌面端首页横幅自动轮播间隔',
  mobileSwipe: '移动端首页横幅轮播间隔',
};

/** The timers of spec §9, in milliseconds. */
export function Timers() {
  return (
    <table className={styles.table}>
      <thead>
        <tr>
          <th>常量</th>
          <th>毫秒</th>
          <th>含义</th>
        </tr>
      </thead>
      <tbody>
        {(Object.keys(timing) as (keyof typeof timing)[]).map((name) => (
          <tr key={name}>
            <td>
              <code className={styles.code}>timing.{name}</code>
            </td>
            <td>
              <code className={styles.code}>{timing[name]}</code>
            </td>
            <td>{timingUses[name] ?? '—'}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
