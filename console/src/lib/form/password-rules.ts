import { passwordMessages } from '@p5g/api/contract';
import type { PasswordRule } from '@p5g/design-system';

const ascendingRun = /(?:012|123|234|345|456|567|678|789)/;

/** Three letters in a row, each one after the last (abc, xYz). */
function hasAscendingLetters(password: string) {
  const lower = password.toLowerCase();
  for (let i = 0; i + 2 < lower.length; i += 1) {
    const [a, b, c] = [lower.charCodeAt(i), lower.charCodeAt(i + 1), lower.charCodeAt(i + 2)];
    if (a >= 97 && c <= 122 && b === a + 1 && c === b + 1) return true;
  }
  return false;
}

/**
 * Spec §5's rules for a new password as PasswordField's live checklist, in the spec's words. The
 * server's `newPassword` schema still decides; the test holds the two to the same answers.
 */
export const newPasswordRules: PasswordRule[] = [
  {
    label: passwordMessages.composition,
    isMet: (p) =>
      /[a-z]/.test(p) && /[A-Z]/.test(p) && /\d/.test(p) && p.length >= 8 && p.length <= 20,
  },
  {
    label: passwordMessages.ascending,
    isMet: (p) => !ascendingRun.test(p) && !hasAscendingLetters(p),
  },
  { label: passwordMessages.repeated, isMet: (p) => !/(.)\1\1/.test(p) },
];
