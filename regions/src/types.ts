/** A region: province (2-digit code), city (4-digit) or district (6-digit). */
export type Region = { code: string; name: string; children?: Region[] };
