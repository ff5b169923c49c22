import { z } from 'zod';

/** The password messages of spec §5, exactly. */
export const passwordMessages = {
  required: '请输入密码',
  composition: '至少包含一个小写字母、一个大写字母、一个数字，8至20位',
  ascending: '不能连续字符（如123、abc）连续3位或3位以上',
  repeated: '不能相同字符（如111、aaa）连续3位或3位以上',
} as const;

const isDigit = (c: string) => c >= '0' && c <= '9';
const isLetter = (c: string) => /^[A-Za-z]$/.test(c);
const sameClass = (a: string, b: string) =>
  (isDigit(a) && isDigit(b)) || (isLetter(a) && isLetter(b));

/** Three characters in a row, each one more than the last (123, abc, ABC, xYz), within digits or letters. */
function hasAscendingRun(password: string): boolean {
  const lower = password.toLowerCase();
  for (let i = 0; i + 2 < lower.length; i++) {
    const [a, b, c] = [lower[i]!, lower[i + 1]!, lower[i + 2]!];
    if (
      sameClass(a, b) &&
      sameClass(b, c) &&
      b.charCodeAt(0) === a.charCodeAt(0) + 1 &&
      c.charCodeAt(0) === b.charCodeAt(0) + 1
    ) {
      return true;
    }
  }
  return false;
}

const hasRepeatedRun = (password: string) => /(.)\1\1/.test(password);

/** The first rule the password breaks, as its message, or null when it is acceptable. */
export function passwordProblem(password: string): string | null {
  if (password === '') return passwordMessages.required;
  if (!/[a-z]/.test(password) || !/[A-Z]/.test(password) || !/\d/.test(password)) {
    return passwordMessages.composition;
  }
  if (password.length < 8 || password.length > 20) return passwordMessages.composition;
  if (hasAscendingRun(password)) return passwordMessages.ascending;
  if (hasRepeatedRun(password)) return passwordMessages.repeated;
  return null;
}

/** A new password (registration, reset): spec §5 rules, one message at a time. */
export const newPassword = z
  .string({ error: passwordMessages.required })
  .superRefine((value, ctx) => {
    const problem = passwordProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });
