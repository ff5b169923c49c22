import { useId, useState } from 'react';
import {
  formatBalance,
  formatBillDay,
  formatDateTime,
  formatLevelThreshold,
  formatMoney,
  formatYuan,
} from '../format/index.ts';
import * as styles from './docs.css.ts';

type Example = { call: string; output: string; note: string };

/** Each row is computed by the real function, so the page cannot disagree with the apps. */
const examples: Example[] = [
  { call: 'formatMoney(123456)', output: formatMoney(123456), note: '金额：分 → 带 ¥ 的元' },
  { call: 'formatMoney(-5)', output: formatMoney(-5), note: '负数：负号在 ¥ 之前' },
  { call: 'formatYuan(100000000)', output: formatYuan(100000000), note: '不带符号的元，千分位' },
  { call: 'formatBalance(9999)', output: formatBalance(9999), note: '余额不超过9,999：原样' },
  { call: 'formatBalance(12345)', output: formatBalance(12345), note: '超过9,999：以“w”（万）计' },
  {
    call: 'formatBalance(19999)',
    output: formatBalance(19999),
    note: '舍去而非四舍五入，不多显示',
  },
  {
    call: 'formatBalance(123456789)',
    output: formatBalance(123456789),
    note: '大余额：万位也有千分位',
  },
  {
    call: 'formatLevelThreshold(1234567)',
    output: formatLevelThreshold(1234567),
    note: '升级门槛：分/100/10000，向上取整',
  },
  { call: "formatBillDay('20261121')", output: formatBillDay('20261121'), note: '账单日yyyyMMdd' },
  {
    call: "formatDateTime('2026-11-21 9:05')",
    output: formatDateTime('2026-11-21 9:05'),
    note: '服务端北京时间，补齐两位',
  },
  {
    call: "formatDateTime('2026-11-21T01:05:00Z')",
    output: formatDateTime('2026-11-21T01:05:00Z'),
    note: '带时区的时刻，换算为北京时间',
  },
];

export function FormatTable() {
  return (
    <table className={styles.table}>
      <thead>
        <tr>
          <th>调用</th>
          <th>显示</th>
          <th>说明</th>
        </tr>
      </thead>
      <tbody>
        {examples.map(({ call, output, note }) => (
          <tr key={call}>
            <td>
              <code className={styles.code}>{call}</code>
            </td>
            <td className={styles.code}>{output}</td>
            <td>{note}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Type a count and see it as a balance, or an amount in cents and see it as money. */
export function FormatPlayground() {
  const [value, setValue] = useState('123456');
  const inputId = useId();
  const number = Number(value);
  const valid = value.trim() !== '' && Number.isSafeInteger(number);
  return (
    <div className={styles.panel}>
      <div className={styles.field}>
        <label htmlFor={inputId}>整数</label>
        <input
          id={inputId}
          className={styles.numberInput}
          inputMode="numeric"
          value={value}
          onChange={(event) => setValue(event.target.value)}
        />
      </div>
      {valid ? (
        <table className={styles.table}>
          <tbody>
            <tr>
              <th>作为余额（条/个）</th>
              <td className={styles.result}>{formatBalance(number)}</td>
            </tr>
            <tr>
              <th>作为金额（分）</th>
              <td className={styles.result}>{formatMoney(number)}</td>
            </tr>
          </tbody>
        </table>
      ) : (
        <p>请输入整数</p>
      )}
    </div>
  );
}
