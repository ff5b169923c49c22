import {
  isAnswered,
  paidFeatureNames,
  paidFeatures,
  type FormDocument,
  type FormQuestion,
} from '@p5g/api/contract';

const titleOf = (q: FormQuestion) => ('title' in q ? q.title : '分页');

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * What an edited form changes from the version live now, in the words the operator reads: the
 * title, questions added, removed or changed (matched by their id, which never changes), the
 * settings, and a paid-exclusive feature newly used. Empty when nothing differs.
 */
export function miniAppChanges(live: FormDocument, next: FormDocument): string[] {
  const changes: string[] = [];
  if (live.title !== next.title) changes.push(`标题由“${live.title}”改为“${next.title}”`);
  if (live.description !== next.description) changes.push('表单说明已修改');
  const before = new Map(live.questions.map((q) => [q.id, q]));
  const after = new Set(next.questions.map((q) => q.id));
  for (const q of next.questions) {
    const old = before.get(q.id);
    if (!old) changes.push(`新增：${titleOf(q)}`);
    else if (!same(old, q)) changes.push(`修改：${titleOf(q)}`);
  }
  for (const q of live.questions) {
    if (!after.has(q.id))
      changes.push(`删除：${titleOf(q)}${isAnswered(q) ? '（已收集的答案保留）' : ''}`);
  }
  const order = (doc: FormDocument) =>
    doc.questions.filter((q) => before.has(q.id) && after.has(q.id)).map((q) => q.id);
  if (!same(order(live), order(next))) changes.push('问题顺序已调整');
  const usedBefore = new Set(paidFeatures(live));
  for (const feature of paidFeatures(next)) {
    if (!usedBefore.has(feature)) changes.push(`新启用付费专享功能：${paidFeatureNames[feature]}`);
  }
  if (!same(live.settings, next.settings)) changes.push('收集设置已修改');
  return changes;
}
