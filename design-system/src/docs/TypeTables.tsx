import { defaultTheme, vars } from '@p5g/tokens';
import * as styles from './docs.css.ts';

const { font } = defaultTheme;

type SizeName = keyof typeof font.size;
type LineHeightName = keyof typeof font.lineHeight;

/** Where each step of the type scale is used (DESIGN.md: 12 / 14 / 16 / 20 / 24 / 32). */
const sizeUses: Partial<Record<SizeName, string>> = {
  xs: '辅助说明、表格注释、徽标数字',
  sm: '桌面端正文、表格、表单（默认字号）',
  md: '移动端正文、弹窗正文的强调',
  lg: '卡片标题、弹窗标题',
  xl: '页面标题、余额数字',
  xxl: '首页大标题、关键数据',
};

const lineHeightUses: Partial<Record<LineHeightName, string>> = {
  tight: '单行标题、数字、按钮文字',
  body: '正文（中文至少1.5）',
  relaxed: '长段落、协议与帮助文档',
};

const sample = '您的5G消息余额为12,345条，模板审核时间为08:00-22:00，请在有效期7天内发送。';
/** Titles and key figures are short: a sentence at these sizes would only wrap. */
const shortSample = '5G消息余额12,345条';
const paragraph =
  '用户在使用5G智能平台服务时，应遵守国家法律法规及平台相关规定。模板提交后进入人工审核，审核时间为每日08:00-22:00，紧急模板请致电400-097-0808。模板有效期为7天，过期后无法发送。';

/** The type scale, each size set in the sizes' own line height. */
export function TypeScale() {
  return (
    <table className={styles.table}>
      <thead>
        <tr>
          <th>令牌</th>
          <th>字号</th>
          <th>用途</th>
          <th>示例</th>
        </tr>
      </thead>
      <tbody>
        {(Object.keys(font.size) as SizeName[]).map((name) => (
          <tr key={name}>
            <td>
              <code className={styles.code}>vars.font.size.{name}</code>
            </td>
            <td>
              <code className={styles.code}>{font.size[name]}</code>
            </td>
            <td>{sizeUses[name] ?? '—'}</td>
            <td
              style={{
                fontSize: vars.font.size[name],
                lineHeight: vars.font.lineHeight.body,
              }}
            >
              {name === 'xxl' || name === 'xl' ? shortSample : sample}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The line heights, shown on a paragraph of Chinese text. */
export function LineHeights() {
  return (
    <table className={styles.table}>
      <thead>
        <tr>
          <th>令牌</th>
          <th>行高</th>
          <th>用途</th>
          <th>示例（14px）</th>
        </tr>
      </thead>
      <tbody>
        {(Object.keys(font.lineHeight) as LineHeightName[]).map((name) => (
          <tr key={name}>
            <td>
              <code className={styles.code}>vars.font.lineHeight.{name}</code>
            </td>
            <td>
              <code className={styles.code}>{font.lineHeight[name]}</code>
            </td>
            <td>{lineHeightUses[name] ?? '—'}</td>
            <td>
              <p className={styles.lineSample} style={{ lineHeight: vars.font.lineHeight[name] }}>
                {paragraph}
              </p>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The font weights. */
export function FontWeights() {
  return (
    <table className={styles.table}>
      <thead>
        <tr>
          <th>令牌</th>
          <th>字重</th>
          <th>示例</th>
        </tr>
      </thead>
      <tbody>
        {(Object.keys(font.weight) as (keyof typeof font.weight)[]).map((name) => (
          <tr key={name}>
            <td>
              <code className={styles.code}>vars.font.weight.{name}</code>
            </td>
            <td>
              <code className={styles.code}>{font.weight[name]}</code>
            </td>
            <td style={{ fontWeight: vars.font.weight[name], fontSize: vars.font.size.md }}>
              账户余额 ¥1,234.56
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The font stack, Chinese system fonts first. */
export function FontFamily() {
  return (
    <p>
      <code className={styles.code} style={{ whiteSpace: 'normal' }}>
        {font.family}
      </code>
    </p>
  );
}
