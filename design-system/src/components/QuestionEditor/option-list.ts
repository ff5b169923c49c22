import type { ChoiceOption } from '../FormRenderer/questions.ts';

/** The next free option id, `o1`, `o2`, …: ids stay stable while labels change and options move. */
export function nextOptionId(options: readonly ChoiceOption[]): string {
  const taken = new Set(options.map((o) => o.id));
  let n = options.length + 1;
  while (taken.has(`o${n}`)) n += 1;
  return `o${n}`;
}

/** The list with the item at `index` moved by `delta` places (within the list). */
export function moved<T>(list: readonly T[], index: number, delta: -1 | 1): T[] {
  const target = index + delta;
  if (target < 0 || target >= list.length) return [...list];
  const next = [...list];
  [next[index], next[target]] = [next[target]!, next[index]!];
  return next;
}
