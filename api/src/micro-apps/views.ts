import { and, asc, desc, eq, gte, ilike, inArray, isNull, sql } from 'drizzle-orm';
import { isAnswered, otherOptionId } from '../contract/micro-app-answers.ts';
import {
  formDocument,
  publicFormState,
  paidFeatures,
  type FormDocument,
} from '../contract/micro-app-form.ts';
import { type ContentReviewStatus, contentReviewStatus } from '../contract/content-review.ts';
import type {
  MiniAppDetail,
  MiniAppSummary,
  miniAppStats,
} from '../contract/schemas/micro-apps.ts';
import { maskMobile } from '../contract/schemas/sending.ts';
import type { z } from 'zod';
import type { Db } from '../db/client.ts';
import { companyNames } from '../accounts/accounts.ts';
import { notFound } from '../errors.ts';
import { dayMs, dateOf, startOfDay, chinaMinuteOf, chinaTimeOf } from '../lib/calendar.ts';
import { containing, pageOf, withinChinaDays, type PageRequest } from '../lib/lists.ts';
import { publicFormPath } from '../contract/web-routes.ts';
import { findMiniApp, type MiniAppRow } from './lifecycle.ts';
import { paidFeaturesPayable } from './public-forms.ts';
import { miniAppResponses, miniApps, miniAppVersions } from './tables.ts';

/** Documents of some versions, keyed `${miniAppId}:${version}`. */
async function versionDocuments(db: Db, wanted: { id: bigint; version: number | null }[]) {
  const pairs = wanted.filter((w): w is { id: bigint; version: number } => w.version !== null);
  if (pairs.length === 0) return new Map<string, FormDocument>();
  const rows = await db
    .select()
    .from(miniAppVersions)
    .where(
      inArray(
        miniAppVersions.miniAppId,
        pairs.map((p) => p.id),
      ),
    );
  const keys = new Set(pairs.map((p) => `${p.id}:${p.version}`));
  return new Map(
    rows
      .filter((r) => keys.has(`${r.miniAppId}:${r.version}`))
      .map((r) => [`${r.miniAppId}:${r.version}`, formDocument.parse(r.document)]),
  );
}

/** Answers today (China time) and in total, per micro-app. */
async function answerCounts(db: Db, ids: bigint[], now: Date) {
  if (ids.length === 0) return new Map<bigint, { today: number; total: number }>();
  const rows = await db
    .select({
      id: miniAppResponses.miniAppId,
      total: sql<number>`count(*)::int`,
      today: sql<number>`(count(*) filter (where ${miniAppResponses.createdAt} >= ${startOfDay(now)}))::int`,
    })
    .from(miniAppResponses)
    .where(inArray(miniAppResponses.miniAppId, ids))
    .groupBy(miniAppResponses.miniAppId);
  return new Map(rows.map((r) => [r.id, { today: r.today, total: r.total }]));
}

/** The list's and the detail's view of some micro-apps. */
async function summaries(db: Db, rows: MiniAppRow[], now: Date) {
  const live = rows.filter(
    (r) => r.liveVersion !== null && r.status !== contentReviewStatus.invalid,
  );
  const [documents, counts] = await Promise.all([
    versionDocuments(
      db,
      live.map((r) => ({ id: r.id, version: r.liveVersion })),
    ),
    answerCounts(
      db,
      rows.map((r) => r.id),
      now,
    ),
  ]);
  const payable = new Map<bigint, boolean>();
  for (const companyId of new Set(live.map((r) => r.companyId))) {
    payable.set(companyId, await paidFeaturesPayable(db, companyId, now));
  }
  return rows.map((row) => {
    const liveDocument = documents.get(`${row.id}:${row.liveVersion}`) ?? null;
    const answers = counts.get(row.id) ?? { today: 0, total: 0 };
    const summary: MiniAppSummary = {
      id: row.id.toString(),
      title: row.title,
      status: row.status as ContentReviewStatus,
      live: liveDocument !== null,
      publicUrl: liveDocument ? publicFormPath(row.code) : null,
      publicState: liveDocument
        ? publicFormState(liveDocument.settings, {
            now: chinaMinuteOf(now),
            answers: answers.total,
            usesPaidFeatures: paidFeatures(liveDocument).length > 0,
            paidFeaturesPayable: payable.get(row.companyId) ?? false,
          })
        : null,
      answersToday: answers.today,
      answersTotal: answers.total,
      updateTime: chinaTimeOf(row.updatedAt),
    };
    return { summary, liveDocument };
  });
}

/**
 * 我的微应用 and 草稿箱 (`drafts`): the company's micro-apps, last changed first; the common
 * applets' forms are read on their own pages.
 */
export async function listMiniApps(
  db: Db,
  companyId: bigint,
  query: PageRequest & { status?: ContentReviewStatus; drafts: boolean; keyword: string },
  now: Date,
) {
  const status = query.drafts ? contentReviewStatus.draft : query.status;
  const where = and(
    eq(miniApps.companyId, companyId),
    isNull(miniApps.applet),
    status === undefined ? undefined : eq(miniApps.status, status),
    query.keyword ? ilike(miniApps.title, containing(query.keyword)) : undefined,
  );
  const { total, rows } = await pageOf(
    db,
    query,
    miniApps,
    where,
    db
      .select()
      .from(miniApps)
      .where(where)
      .orderBy(desc(miniApps.updatedAt), desc(miniApps.id))
      .$dynamic(),
  );
  return { total, list: (await summaries(db, rows, now)).map((s) => s.summary) };
}

/** Some of the company's micro-apps by id, as its list shows them; ids it has not are left out. */
export async function miniAppsByIds(
  db: Db,
  companyId: bigint,
  ids: readonly bigint[],
  now: Date,
): Promise<MiniAppSummary[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select()
    .from(miniApps)
    .where(
      and(
        eq(miniApps.companyId, companyId),
        isNull(miniApps.applet),
        inArray(miniApps.id, [...ids]),
      ),
    );
  return (await summaries(db, rows, now)).map((s) => s.summary);
}

/** One micro-app: the document being edited and the live one. */
export async function miniAppDetail(db: Db, row: MiniAppRow, now: Date): Promise<MiniAppDetail> {
  const [{ summary, liveDocument }] = (await summaries(db, [row], now)) as [
    Awaited<ReturnType<typeof summaries>>[number],
  ];
  return {
    ...summary,
    document: formDocument.parse(row.document),
    liveDocument,
    liveVersion: liveDocument ? row.liveVersion : null,
    rejectReason: row.rejectReason,
  };
}

const responseView = (row: typeof miniAppResponses.$inferSelect) => ({
  id: row.id.toString(),
  version: row.version,
  submitTime: chinaTimeOf(row.createdAt),
  mobile: row.mobile === null ? null : maskMobile(row.mobile),
  answers: row.answers as Record<string, string | string[]>,
  otherText: row.otherText as Record<string, string>,
});

/** A page of a micro-app's answers, newest first, optionally between two China-time dates. */
export async function listResponses(
  db: Db,
  companyId: bigint,
  query: PageRequest & { id: string; from?: string; to?: string },
) {
  const app = await findMiniApp(db, companyId, BigInt(query.id));
  const where = and(
    eq(miniAppResponses.miniAppId, app.id),
    withinChinaDays(miniAppResponses.createdAt, query.from, query.to),
  );
  const { total, rows } = await pageOf(
    db,
    query,
    miniAppResponses,
    where,
    db
      .select()
      .from(miniAppResponses)
      .where(where)
      .orderBy(desc(miniAppResponses.createdAt), desc(miniAppResponses.id))
      .$dynamic(),
  );
  return { total, list: rows.map(responseView) };
}

/** One answer with the version of the form it was given on. */
export async function responseDetail(db: Db, companyId: bigint, id: bigint, responseId: bigint) {
  const app = await findMiniApp(db, companyId, id);
  const [row] = await db
    .select()
    .from(miniAppResponses)
    .where(and(eq(miniAppResponses.id, responseId), eq(miniAppResponses.miniAppId, app.id)));
  if (!row) throw notFound('填写记录');
  const documents = await versionDocuments(db, [{ id: app.id, version: row.version }]);
  return { response: responseView(row), document: documents.get(`${app.id}:${row.version}`)! };
}

/**
 * The document answers are read by: the live version, or the one being edited when none is
 * live (its questions and option labels name the columns and counts).
 */
export async function latestDocument(db: Db, app: MiniAppRow) {
  const documents = await versionDocuments(db, [{ id: app.id, version: app.liveVersion }]);
  return documents.get(`${app.id}:${app.liveVersion}`) ?? formDocument.parse(app.document);
}

const statsDays = 30;

/**
 * Statistics of a micro-app's answers: per question of the latest document how many answered it
 * and, for choices and ratings, how many chose each option or score; answers per China-time day
 * over the last 30 days.
 */
export async function miniAppStatistics(
  db: Db,
  companyId: bigint,
  id: bigint,
  now: Date,
): Promise<z.input<typeof miniAppStats>> {
  const app = await findMiniApp(db, companyId, id);
  const document = await latestDocument(db, app);
  const firstDay = new Date(startOfDay(now).getTime() - (statsDays - 1) * dayMs);
  const chinaDay = sql<string>`to_char((${miniAppResponses.createdAt} at time zone 'UTC') + interval '8 hours', 'YYYY-MM-DD')`;
  const [totals, perDay, answered, chosen] = await Promise.all([
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(miniAppResponses)
      .where(eq(miniAppResponses.miniAppId, app.id)),
    db
      .select({ date: chinaDay, count: sql<number>`count(*)::int` })
      .from(miniAppResponses)
      .where(and(eq(miniAppResponses.miniAppId, app.id), gte(miniAppResponses.createdAt, firstDay)))
      .groupBy(chinaDay),
    db.execute<{ question: string; count: number }>(sql`
      select e.key as question, count(*)::int as count
      from ${miniAppResponses} r, jsonb_each(r.answers) e
      where r.mini_app_id = ${app.id}
      group by e.key`),
    db.execute<{ question: string; value: string; count: number }>(sql`
      select e.key as question, v.value, count(*)::int as count
      from ${miniAppResponses} r, jsonb_each(r.answers) e,
        jsonb_array_elements_text(
          case jsonb_typeof(e.value) when 'array' then e.value else jsonb_build_array(e.value) end
        ) v(value)
      where r.mini_app_id = ${app.id}
        and e.key in (${sql.join(
          [
            '',
            ...document.questions
              .filter((q) => ['single', 'multiple', 'dropdown', 'rating'].includes(q.kind))
              .map((q) => q.id),
          ].map((q) => sql`${q}`),
          sql`, `,
        )})
      group by e.key, v.value`),
  ]);
  const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
  const answeredRows = rowsOf<{ question: string; count: number }>(answered);
  const chosenRows = rowsOf<{ question: string; value: string; count: number }>(chosen);
  const countOf = (question: string, value: string) =>
    chosenRows.find((r) => r.question === question && r.value === value)?.count ?? 0;
  const days = Array.from({ length: statsDays }, (_, i) =>
    dateOf(new Date(firstDay.getTime() + i * dayMs)),
  );
  return {
    total: totals[0]?.total ?? 0,
    perDay: days.map((date) => ({
      date,
      count: perDay.find((d) => d.date === date)?.count ?? 0,
    })),
    questions: document.questions.filter(isAnswered).map((q) => {
      const options =
        q.kind === 'single' || q.kind === 'multiple' || q.kind === 'dropdown'
          ? [
              ...q.options.map((o) => ({ option: o.id, label: o.label })),
              ...(q.kind !== 'dropdown' && q.allowOther
                ? [{ option: otherOptionId, label: '其他' }]
                : []),
            ]
          : q.kind === 'rating'
            ? Array.from({ length: q.max }, (_, i) => ({
                option: String(i + 1),
                label: `${i + 1}分`,
              }))
            : [];
      return {
        id: q.id,
        title: q.title,
        kind: q.kind,
        answered: answeredRows.find((r) => r.question === q.id)?.count ?? 0,
        counts: options.map((o) => ({ ...o, count: countOf(q.id, o.option) })),
      };
    }),
  };
}

/** The management platform's review queue: what waits for review first, oldest first. */
export async function miniAppQueue(db: Db, query: PageRequest & { status?: number }) {
  const where = eq(miniApps.status, query.status ?? contentReviewStatus.review);
  const { total, rows } = await pageOf(
    db,
    query,
    miniApps,
    where,
    db
      .select({ app: miniApps })
      .from(miniApps)
      .where(where)
      .orderBy(asc(miniApps.submittedAt), asc(miniApps.id))
      .$dynamic(),
  );
  const [documents, names] = await Promise.all([
    versionDocuments(db, [
      ...rows.map((r) => ({ id: r.app.id, version: r.app.reviewVersion })),
      ...rows.map((r) => ({ id: r.app.id, version: r.app.liveVersion })),
    ]),
    companyNames(
      db,
      rows.map((r) => r.app.companyId),
    ),
  ]);
  return {
    total,
    list: rows.map(({ app }) => ({
      id: app.id.toString(),
      companyName: names.get(app.companyId)?.name ?? '',
      title: app.title,
      status: app.status as ContentReviewStatus,
      submitTime: app.submittedAt ? chinaTimeOf(app.submittedAt) : null,
      document: documents.get(`${app.id}:${app.reviewVersion}`) ?? formDocument.parse(app.document),
      liveDocument:
        app.liveVersion !== null && app.liveVersion !== app.reviewVersion
          ? (documents.get(`${app.id}:${app.liveVersion}`) ?? null)
          : null,
    })),
  };
}
