const integerFormat = new Intl.NumberFormat('zh-CN', { maximumFractionDigits: 0 });

/** Groups a non-negative integer the zh-CN way: 1234567 → '1,234,567'. */
export function groupInteger(value: number): string {
  return integerFormat.format(value);
}

/** Integer division for non-negative safe integers, without a float quotient. */
export function divideDown(value: number, divisor: number): number {
  return (value - (value % divisor)) / divisor;
}

/** Two-digit fraction ('05', '50') with trailing zeros removed: '05' → '05', '50' → '5', '00' → ''. */
export function trimFraction(hundredths: number): string {
  return String(hundredths).padStart(2, '0').replace(/0+$/, '');
}

export function assertSafeInteger(value: number, what: string): void {
  if (!Number.isSafeInteger(value)) {
    throw new RangeError(`${what} must be a safe integer, got ${value}`);
  }
}
