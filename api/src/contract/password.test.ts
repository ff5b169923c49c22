import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { passwordMessages, passwordProblem } from './password.ts';

/** The rules of spec §5 written a second, independent way, to check the real one against. */
function oracle(password: string): string | null {
  if (password.length === 0) return passwordMessages.required;
  if (!/^(?=[\s\S]*[a-z])(?=[\s\S]*[A-Z])(?=[\s\S]*\d)[\s\S]{8,20}$/.test(password)) {
    return passwordMessages.composition;
  }
  const runs = ['0123456789', 'abcdefghijklmnopqrstuvwxyz'];
  const lower = password.toLowerCase();
  for (let i = 0; i + 3 <= lower.length; i++) {
    if (runs.some((run) => run.includes(lower.slice(i, i + 3)))) return passwordMessages.ascending;
  }
  for (let i = 0; i + 3 <= password.length; i++) {
    if (password[i] === password[i + 1] && password[i] === password[i + 2])
      return passwordMessages.repeated;
  }
  return null;
}

// Characters chosen so that runs, repeats and the composition rule all come up often.
const passwordChars = fc.constantFrom(...'abcxyzABCXYZ0123789@#汉 ');

describe('password rules (spec §5)', () => {
  it('agree with an independent oracle on random passwords', () => {
    fc.assert(
      fc.property(fc.string({ unit: passwordChars, maxLength: 24 }), (password) => {
        expect(passwordProblem(password)).toBe(oracle(password));
      }),
      { numRuns: 5000 },
    );
  });

  it.each([
    ['', passwordMessages.required],
    ['Ab1', passwordMessages.composition],
    ['abcdefgh', passwordMessages.composition],
    ['Kp9x2Qz8Lm4Nw6Rt5Vb3Y', passwordMessages.composition],
    ['Qz7Xyz9Kp', passwordMessages.ascending],
    ['Kp9x789Qz', passwordMessages.ascending],
    ['Kp9xAAAQz', passwordMessages.repeated],
    ['Gz5@Kp8#Wm', null],
    ['Cctv5G@Gold', null],
  ])('%j → %s', (password, expected) => {
    expect(passwordProblem(password)).toBe(expected);
  });
});
