import { wcagContrast } from 'culori';
import { CircleCheck, CircleX } from 'lucide-react';
import { contrastPairs, defaultTheme, type ContrastPair } from '@p5g/tokens';
import * as styles from './docs.css.ts';

type RoleName = keyof typeof defaultTheme.role;

/** What each colour role is for. A role added to the tokens shows up without a line here. */
const roleUses: Partial<Record<RoleName, string>> = {
  page: '页面底色（含articleContent等灰底页面）',
  surface: '卡片、表格、弹窗等内容面',
  surfaceSunken: '表头、分组背景等下沉面',
  text: '正文与标题',
  textSecondary: '说明文字、次要信息',
  textPlaceholder: '输入框占位提示',
  textDisabled: '禁用状态的文字（无对比度要求）',
  textOnAccent: '品牌色、危险色按钮上的文字',
  border: '卡片与分隔的描边',
  borderStrong: '输入框描边（3:1界面元素对比）',
  divider: '表格行线、列表分隔线',
  accent: '主按钮、选中态、激活导航',
  accentHover: '主按钮悬停',
  accentPressed: '主按钮按下',
  accentSubtle: '选中行、激活菜单的浅色底',
  link: '链接文字',
  focusRing: '键盘焦点环',
  danger: '危险操作与错误提示（不用于装饰）',
  dangerHover: '危险按钮悬停',
  price: '价格、购物车合计、应付金额（不是错误，不用危险色）',
  identity: '央视网品牌红：标志、刊头线等身份标识，从不表示状态',
  overlay: '弹窗遮罩',
};

/** Every colour role of the theme, with its value and use. */
export function ColourRoles() {
  return (
    <table className={styles.table}>
      <thead>
        <tr>
          <th>色值</th>
          <th>角色</th>
          <th>用途</th>
        </tr>
      </thead>
      <tbody>
        {Object.entries(defaultTheme.role).map(([name, value]) => (
          <tr key={name}>
            <td>
              <span className={styles.swatch} style={{ background: value }} />{' '}
              <code className={styles.code}>{value}</code>
            </td>
            <td>
              <code className={styles.code}>vars.role.{name}</code>
            </td>
            <td>{roleUses[name as RoleName] ?? '—'}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

const scaleNames: Record<string, string> = {
  brand: '品牌蓝',
  neutral: '中性灰',
  success: '成功绿',
  warning: '警告橙',
  danger: '危险红',
  price: '价格橙红',
  identity: '央视网红',
  info: '信息蓝',
};

/** Every step of every colour scale. */
export function Palette() {
  return (
    <>
      {Object.entries(defaultTheme.color).map(([scale, steps]) => (
        <section key={scale} aria-label={scaleNames[scale] ?? scale}>
          <h3>
            {scaleNames[scale] ?? scale} <code className={styles.code}>vars.color.{scale}</code>
          </h3>
          <div className={styles.paletteGrid}>
            {Object.entries(steps).map(([step, value]) => (
              <div key={step} className={styles.paletteStep}>
                <div className={styles.paletteChip} style={{ background: value }} />
                <code className={styles.code}>{step}</code>
                <code className={`${styles.code} ${styles.secondary}`}>{value}</code>
              </div>
            ))}
          </div>
        </section>
      ))}
    </>
  );
}

/** WCAG 2.2 AA minimum for each kind of pair (the same figures the tokens' test uses). */
const minimum: Record<ContrastPair['kind'], { ratio: number; label: string }> = {
  text: { ratio: 4.5, label: '正文4.5:1' },
  'large-text': { ratio: 3, label: '大号文字3:1' },
  ui: { ratio: 3, label: '界面元素3:1' },
};

/** Every text/background pair the design system uses, with its measured contrast. */
export function ContrastTable() {
  return (
    <table className={styles.table}>
      <thead>
        <tr>
          <th>示例</th>
          <th>用途</th>
          <th>要求</th>
          <th>对比度</th>
        </tr>
      </thead>
      <tbody>
        {contrastPairs.map((pair) => {
          const ratio = wcagContrast(pair.foreground, pair.background);
          const { ratio: needed, label } = minimum[pair.kind];
          const passes = ratio >= needed;
          return (
            <tr key={pair.use}>
              <td>
                <span
                  className={styles.pairSample}
                  style={
                    pair.kind === 'ui'
                      ? {
                          background: pair.background,
                          boxShadow: `inset 0 0 0 2px ${pair.foreground}`,
                        }
                      : { background: pair.background, color: pair.foreground }
                  }
                >
                  {pair.kind === 'ui' ? '界面元素' : '示例文字123'}
                </span>
              </td>
              <td>
                {pair.use}
                <br />
                <code className={`${styles.code} ${styles.secondary}`}>
                  {pair.foreground} / {pair.background}
                </code>
              </td>
              <td>{label}</td>
              <td className={passes ? styles.pass : styles.fail}>
                {passes ? (
                  <CircleCheck aria-label="达标" role="img" size={14} />
                ) : (
                  <CircleX aria-label="未达标" role="img" size={14} />
                )}{' '}
                {ratio.toFixed(2)}:1
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
