/** Id of the JSON block in the pre-rendered page that carries the content it was rendered with. */
export const siteContentElementId = 'site-content';

/** JSON for a `<script type="application/json">` block: nothing in it can close the element. */
export const jsonForScript = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028|\u2029/g, (c) => (c === '\u2028' ? '\\u2028' : '\\u2029'));
