import { useId, useState } from 'react';
import { breakpoints, desktopHomeQuery, minBodyWidth, rootFontSize } from '@p5g/tokens';
import * as styles from './docs.css.ts';

const px = (value: number) => `${value.toFixed(2).replace(/\.?0+$/, '')}px`;

/** Widths worth checking: the edges of each band and the phones people hold. */
const sampleWidths = [320, 335, 336, 375, 414, 721, 722, 1024, 1025, 1366];

/** The root-font rule at the widths that matter. */
export function RootFontTable() {
  return (
    <table className={styles.table}>
      <thead>
        <tr>
          <th>视口宽度</th>
          <th>根字号（1rem）</th>
          <th>正文0.14rem</th>
        </tr>
      </thead>
      <tbody>
        {sampleWidths.map((width) => (
          <tr key={width}>
            <td>
              <code className={styles.code}>{width}px</code>
            </td>
            <td>
              <code className={styles.code}>{px(rootFontSize(width))}</code>
            </td>
            <td>
              <code className={styles.code}>{px(rootFontSize(width) * 0.14)}</code>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * Drag the width and see the root font size and a mobile page set in rem at that width (drawn
 * smaller above 480 px). Mobile public pages write sizes in rem against a 375 px design: 0.14rem is 14px there.
 */
export function RootFontDemo() {
  const [width, setWidth] = useState(375);
  const inputId = useId();
  const root = rootFontSize(width);
  // Wide viewports are drawn smaller so the frame fits the docs column.
  const scale = Math.min(1, 480 / width);
  return (
    <div className={styles.panel}>
      <div className={styles.field}>
        <label htmlFor={inputId}>视口宽度</label>
        <input
          id={inputId}
          className={styles.rangeInput}
          type="range"
          min={minBodyWidth.mobile - 40}
          max={minBodyWidth.desktop + 74}
          step={1}
          value={width}
          onChange={(event) => setWidth(Number(event.target.value))}
        />
        <output htmlFor={inputId} className={styles.result}>
          {width}px → 1rem = {px(root)}
        </output>
      </div>
      <div
        className={styles.phoneFrame}
        style={{
          inlineSize: width,
          zoom: scale,
          fontSize: root * 0.14,
          lineHeight: 1.5,
          padding: root * 0.16,
        }}
      >
        <div style={{ fontSize: root * 0.2, fontWeight: 600 }}>开通申请</div>
        <div>请填写以下信息，业务人员将尽快与您联系。（正文0.14rem）</div>
        <div style={{ fontSize: root * 0.12 }}>辅助说明0.12rem</div>
      </div>
    </div>
  );
}

/** The widths the layouts switch at and never go below. */
export function BreakpointTable() {
  return (
    <table className={styles.table}>
      <thead>
        <tr>
          <th>常量</th>
          <th>数值</th>
          <th>含义</th>
        </tr>
      </thead>
      <tbody>
        <tr>
          <td>
            <code className={styles.code}>breakpoints.home</code>
          </td>
          <td>
            <code className={styles.code}>{breakpoints.home}px</code>
          </td>
          <td>
            首页在此切换移动端与桌面端布局（由窄变宽时重新加载）；控制台低于此宽度时，顶部模块与侧边菜单收进一个菜单按钮
          </td>
        </tr>
        <tr>
          <td>
            <code className={styles.code}>desktopHomeQuery</code>
          </td>
          <td colSpan={2}>
            <code className={styles.code}>{desktopHomeQuery}</code>
          </td>
        </tr>
        <tr>
          <td>
            <code className={styles.code}>minBodyWidth.desktop</code>
          </td>
          <td>
            <code className={styles.code}>{minBodyWidth.desktop}px</code>
          </td>
          <td>仅首页桌面布局的最小页面宽度；控制台按1366–1920设计，可用到320</td>
        </tr>
        <tr>
          <td>
            <code className={styles.code}>minBodyWidth.mobile</code>
          </td>
          <td>
            <code className={styles.code}>{minBodyWidth.mobile}px</code>
          </td>
          <td>所有页面必须可用的最窄宽度</td>
        </tr>
      </tbody>
    </table>
  );
}
