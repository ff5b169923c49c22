/** Shared input patterns of spec §5, used by server validation and by the apps' forms. */

/** Mainland mobile number: 1, then 3–9, then 9 digits. */
export const mobilePattern = /^1[3-9]\d{9}$/;

/** Letters/digits with optional separators, @, domain, 2–3 letter top-level domain. */
export const emailPattern =
  /^[A-Za-z0-9]+(?:[._-][A-Za-z0-9]+)*@[A-Za-z0-9]+(?:[.-][A-Za-z0-9]+)*\.[A-Za-z]{2,3}$/;

/** True when the value is empty or only whitespace. */
export const isBlank = (value: string | null | undefined) => !value || value.trim() === '';
