import { describe, expect, it } from 'vitest';
import { passwordProblem } from '@p5g/api/contract';
import { newPasswordRules } from './password-rules.ts';

const samples = [
  'Cctv5G@Sub',
  'Abcd1234',
  'Xyz9qWer',
  'aB1aB1aB1',
  'Pass111word',
  'PassWord',
  'short1A',
  'A1b2c3d4e5f6g7h8i9j0k',
  'Qw8Rt5Yu',
  'aaBB11cc',
  'Mn7mn7Mn7',
  'Z9yX8wV7',
];

describe('newPasswordRules (spec §5)', () => {
  it('accepts exactly what the server accepts', () => {
    for (const sample of samples) {
      const met = newPasswordRules.every((rule) => rule.isMet(sample));
      expect(met, sample).toBe(passwordProblem(sample) === null);
    }
  });

  it('names the broken rule in the server’s words', () => {
    for (const sample of ['Abcd1234', 'Pass111word', 'PassWord']) {
      const broken = newPasswordRules.find((rule) => !rule.isMet(sample))?.label;
      expect(broken, sample).toBe(passwordProblem(sample));
    }
  });
});
