/** Shared input patterns of spec §5, used by server validation and by the apps' forms. */

/** Mainland mobile number: 1, then 3–9, then 9 digits. */
export const mobilePattern = /^1[3-9]\d{9}$/;

/** Letters/digits with optional separators, @, domain, 2–3 letter top-level domain. */
export const emailPattern =
  /^[A-Za-z0-9]+(?:[._-][A-Za-z0-9]+)*@[A-Za-z0-9]+(?:[.-][A-Za-z0-9]+)*\.[A-Za-z]{2,3}$/;

/** True when the value is empty or only whitespace. */
export const isBlank = (value: string | null | undefined) => !value || value.trim() === '';

const isControl = (code: number, multiline: boolean) =>
  code === 0x7f ||
  (code < 0x20 && !(multiline && (code === 0x09 || code === 0x0a || code === 0x0d)));

const isHighSurrogate = (code: number) => code >= 0xd800 && code <= 0xdbff;
const isLowSurrogate = (code: number) => code >= 0xdc00 && code <= 0xdfff;

/**
 * True when the text holds a control character (NUL and the like) or half of a UTF-16 surrogate
 * pair, neither of which PostgreSQL can store as text or JSON; `multiline` allows tab and line breaks.
 */
export function hasControlCharacters(value: string, multiline = false) {
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i);
    if (isControl(code, multiline) || isLowSurrogate(code)) return true;
    if (isHighSurrogate(code)) {
      if (!isLowSurrogate(value.charCodeAt(i + 1))) return true;
      i += 1;
    }
  }
  return false;
}

/** The text without control characters and lone surrogates (a file name from a browser, say). */
export const withoutControlCharacters = (value: string) =>
  [...value].filter((ch) => !hasControlCharacters(ch)).join('');
