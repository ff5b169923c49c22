import { defaultTheme, vars } from '@p5g/tokens';
import * as styles from './docs.css.ts';

const { space, radius, shadow, zIndex } = defaultTheme;

/** The 4 px spacing grid. */
export function SpaceScale() {
  return (
    <table className={styles.table}>
      <thead>
        <tr>
          <th>令牌</th>
          <th>数值</th>
          <th>示意</th>
        </tr>
      </thead>
      <tbody>
        {(Object.keys(space) as (keyof typeof space)[]).map((name) => (
          <tr key={name}>
            <td>
              <code className={styles.code}>vars.space[&apos;{name}&apos;]</code>
            </td>
            <td>
              <code className={styles.code}>{space[name]}</code>
            </td>
            <td>
              <span className={styles.spaceBar} style={{ inlineSize: vars.space[name] }} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

const radiusUses: Partial<Record<keyof typeof radius, string>> = {
  control: '按钮、输入框、标签',
  card: '卡片、弹窗、浮层',
  pill: '徽标、胶囊、圆点',
};

/** Corner radii. */
export function Radii() {
  return (
    <div className={styles.shapeRow}>
      {(Object.keys(radius) as (keyof typeof radius)[]).map((name) => (
        <div key={name} className={styles.shapeItem}>
          <div className={styles.shapeBox} style={{ borderRadius: vars.radius[name] }} />
          <code className={styles.code}>vars.radius.{name}</code>
          <span>
            {radius[name]} · {radiusUses[name] ?? '—'}
          </span>
        </div>
      ))}
    </div>
  );
}

const shadowUses: Partial<Record<keyof typeof shadow, string>> = {
  raised: '悬停的卡片',
  floating: '侧边菜单、下拉框、气泡卡片',
  dialog: '弹窗、底部弹出层',
};

/** Elevation: only floating parts cast a shadow. */
export function Shadows() {
  return (
    <div className={styles.shapeRow}>
      {(Object.keys(shadow) as (keyof typeof shadow)[]).map((name) => (
        <div key={name} className={styles.shapeItem}>
          <div className={styles.shadowBox} style={{ boxShadow: vars.shadow[name] }} />
          <code className={styles.code}>vars.shadow.{name}</code>
          <span>{shadowUses[name] ?? '—'}</span>
        </div>
      ))}
    </div>
  );
}

const layerUses: Partial<Record<keyof typeof zIndex, string>> = {
  base: '页面内容',
  sideMenu: '悬浮侧边菜单（不遮挡内容，位于自己的留白中）',
  header: '顶部导航',
  popover: '下拉框、气泡卡片、日期面板',
  modal: '弹窗、底部弹出层及其遮罩',
  toast: '全局消息，位于弹窗之上',
  tooltip: '文字提示，位于一切浮层之上',
  pageLoading: '全局加载遮罩，阻止一切操作',
};

/** Stacking order, lowest first. */
export function Layers() {
  const layers = (Object.keys(zIndex) as (keyof typeof zIndex)[]).sort(
    (a, b) => Number(zIndex[a]) - Number(zIndex[b]),
  );
  return (
    <table className={styles.table}>
      <thead>
        <tr>
          <th>令牌</th>
          <th>z-index</th>
          <th>用于</th>
        </tr>
      </thead>
      <tbody>
        {layers.map((name) => (
          <tr key={name}>
            <td>
              <code className={styles.code}>vars.zIndex.{name}</code>
            </td>
            <td>
              <code className={styles.code}>{zIndex[name]}</code>
            </td>
            <td>{layerUses[name] ?? '—'}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
