import { useMemo } from 'react';
import { qrPath } from './qr-path.ts';
import * as styles from './QrCode.css.ts';

export type QrCodeProps = {
  /** 二维码的内容，通常是公开链接。 */
  value: string;
  /** 读屏软件读出的名称，说明扫码打开什么，如“报名表的二维码”。必填。 */
  label: string;
  /** 边长（px）。默认 `160`。 */
  size?: number;
};

/**
 * A QR code of a value (a form's public link), drawn as SVG so it stays sharp when printed or
 * zoomed, dark on white with its quiet zone whatever the theme.
 */
export function QrCode({ value, label, size = 160 }: QrCodeProps) {
  const { path, side } = useMemo(() => qrPath(value), [value]);
  return (
    <svg
      className={styles.root}
      role="img"
      aria-label={label}
      width={size}
      height={size}
      viewBox={`0 0 ${side} ${side}`}
      shapeRendering="crispEdges"
    >
      <path className={styles.modules} d={path} />
    </svg>
  );
}
