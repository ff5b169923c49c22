import { isSafeNumber, parse } from 'lossless-json';

/**
 * JSON.parse without losing digits: numbers JavaScript holds exactly stay numbers, any other
 * (an integer above 2^53) arrives as its exact decimal string. The API client loads this module
 * with its first answer, so a page that has called nothing (the login page) never loads the parser.
 */
export function parseJsonSafely(text: string): unknown {
  return parse(text, null, (digits) => (isSafeNumber(digits) ? Number(digits) : digits));
}
