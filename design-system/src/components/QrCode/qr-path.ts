import { encode } from 'uqr';

/**
 * The dark modules of `text`'s QR code as one SVG path in module units (a 1×1 square per module),
 * with the side of the whole code including its quiet zone of `border` modules. Error correction
 * M: a printed code still reads with a smudge or a crease.
 */
export function qrPath(text: string, border = 2): { path: string; side: number } {
  const { data, size } = encode(text, { ecc: 'M', border });
  let path = '';
  data.forEach((row, y) => {
    row.forEach((dark, x) => {
      if (dark) path += `M${x} ${y}h1v1h-1z`;
    });
  });
  return { path, side: size };
}
