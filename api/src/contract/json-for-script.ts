/**
 * JSON for a `<script type="application/json">` block of a pre-rendered page (the data it was
 * rendered with): nothing in it can close the element.
 */
export const jsonForScript = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028|\u2029/g, (c) => (c === '\u2028' ? '\\u2028' : '\\u2029'));
