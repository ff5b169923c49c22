import { and, count, desc, eq, lt } from 'drizzle-orm';
import { answerText, isAnswered, type AnswerValue } from '../contract/micro-app-answers.ts';
import { maskMobile } from '../contract/schemas/sending.ts';
import type { Db } from '../db/client.ts';
import type { KeysetList } from '../lib/keyset.ts';
import { chinaTimeOf } from '../lib/calendar.ts';
import { findMiniApp } from './lifecycle.ts';
import { regionNameOf } from './region-levels.ts';
import { miniAppResponses } from './tables.ts';
import { latestDocument } from './views.ts';

/** The title an export of a micro-app's answers is named after; 1404 for another company's. */
export async function miniAppExportSubject(db: Db, companyId: bigint, id: bigint) {
  return (await findMiniApp(db, companyId, id)).title;
}

/**
 * A micro-app's answers for the download centre, newest first: when, the verified number
 * (masked), the version, then one column per question of the latest version, options by their
 * labels.
 */
export async function miniAppResponsesExport(db: Db, companyId: bigint, id: bigint) {
  const app = await findMiniApp(db, companyId, id);
  const document = await latestDocument(db, app);
  const questions = document.questions.filter(isAnswered);
  const ofApp = eq(miniAppResponses.miniAppId, app.id);
  const list: KeysetList<typeof miniAppResponses.$inferSelect, bigint> = {
    count: async () => (await db.select({ n: count() }).from(miniAppResponses).where(ofApp))[0]!.n,
    pageAfter: (after, size) =>
      db
        .select()
        .from(miniAppResponses)
        .where(and(ofApp, after === undefined ? undefined : lt(miniAppResponses.id, after)))
        .orderBy(desc(miniAppResponses.id))
        .limit(size),
    keyOf: (row) => row.id,
  };
  return {
    columns: [
      { header: '提交时间', width: 20 },
      { header: '手机号码', width: 14 },
      { header: '表单版本', width: 10 },
      ...questions.map((q) => ({ header: q.title, width: 20 })),
    ],
    list,
    cellsOf: (row: typeof miniAppResponses.$inferSelect) => {
      const answers = row.answers as Record<string, AnswerValue>;
      const otherText = row.otherText as Record<string, string>;
      return [
        chinaTimeOf(row.createdAt),
        row.mobile === null ? '' : maskMobile(row.mobile),
        row.version,
        ...questions.map((q) => answerText(q, answers[q.id], otherText[q.id], regionNameOf)),
      ];
    },
  };
}
