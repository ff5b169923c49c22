/**
 * The mobile numbers typed for a share-preview link: one a line (commas, 、 and spaces separate
 * too), blanks left out.
 */
export function mobilesOf(text: string): string[] {
  return text
    .split(/[\s,，、;；]+/)
    .map((mobile) => mobile.trim())
    .filter((mobile) => mobile !== '');
}
