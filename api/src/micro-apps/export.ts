import { and, count, desc, eq, lt } from 'drizzle-orm';
import { isAnswered, otherOptionId } from '../contract/micro-app-answers.ts';
import type { FormDocument } from '../contract/micro-app-form.ts';
import { maskMobile } from '../contract/schemas/sending.ts';
import type { Db } from '../db/client.ts';
import { batchSize, pages, type Sheet } from '../downloads/sheets.ts';
import { chinaTimeOf } from './china-time.ts';
import { findMiniApp } from './lifecycle.ts';
import { regionNameOf } from './region-levels.ts';
import { miniAppResponses } from './tables.ts';
import { latestDocument } from './views.ts';

/** The title an export of a micro-app's answers is named after; 1404 for another company's. */
export async function miniAppExportSubject(db: Db, companyId: bigint, id: bigint) {
  return (await findMiniApp(db, companyId, id)).title;
}

type Answer = string | string[] | undefined;

/** An answer as a cell: option labels, region names, files as a count. */
function cellOf(
  q: Extract<FormDocument['questions'][number], { id: string }>,
  value: Answer,
  other: string | undefined,
): string {
  if (value === undefined) return '';
  const values = Array.isArray(value) ? value : [value];
  switch (q.kind) {
    case 'single':
    case 'multiple':
    case 'dropdown':
      return values
        .map((v) =>
          v === otherOptionId
            ? `其他：${other ?? ''}`
            : (q.options.find((o) => o.id === v)?.label ?? v),
        )
        .join('、');
    case 'region':
      return regionNameOf(values[0]!);
    case 'upload':
      return `${values.length}个文件`;
    default:
      return values.join('、');
  }
}

/**
 * A micro-app's answers as a sheet, newest first: when, the verified number (masked), the
 * version, then one column per question of the latest version, options by their labels.
 */
export async function miniAppResponsesSheet(db: Db, companyId: bigint, id: bigint): Promise<Sheet> {
  const app = await findMiniApp(db, companyId, id);
  const document = await latestDocument(db, app);
  const questions = document.questions.filter(isAnswered);
  const ofApp = eq(miniAppResponses.miniAppId, app.id);
  return {
    title: '填写记录',
    columns: [
      { header: '提交时间', width: 20 },
      { header: '手机号码', width: 14 },
      { header: '表单版本', width: 10 },
      ...questions.map((q) => ({ header: q.title, width: 20 })),
    ],
    count: async () => (await db.select({ n: count() }).from(miniAppResponses).where(ofApp))[0]!.n,
    batches: () =>
      pages(
        (after: bigint | undefined) =>
          db
            .select()
            .from(miniAppResponses)
            .where(and(ofApp, after === undefined ? undefined : lt(miniAppResponses.id, after)))
            .orderBy(desc(miniAppResponses.id))
            .limit(batchSize),
        (row) => row.id,
        (rows) =>
          rows.map((row) => {
            const answers = row.answers as Record<string, Answer>;
            const otherText = row.otherText as Record<string, string>;
            return [
              chinaTimeOf(row.createdAt),
              row.mobile === null ? '' : maskMobile(row.mobile),
              row.version,
              ...questions.map((q) => cellOf(q, answers[q.id], otherText[q.id])),
            ];
          }),
      ),
  };
}
