import { and, desc, eq, inArray, like, sql } from 'drizzle-orm';
import { codes } from '../contract/codes.ts';
import { contentReviewStatus } from '../contract/content-review.ts';
import {
  appletMessages,
  appletNames,
  type Applet,
  type AppletOverview,
  type AppletReport,
} from '../contract/schemas/applets.ts';
import { publicFormPath } from '../contract/web-routes.ts';
import {
  companyManagerNamed,
  confirmPassword,
  passwordLockedMessage,
} from '../accounts/accounts.ts';
import { appletUnlocked, unlockApplet, type SessionUser } from '../accounts/sessions.ts';
import { companySubAccount, subAccountsPage } from '../accounts/sub-accounts.ts';
import type { Db } from '../db/client.ts';
import { newId } from '../db/ids.ts';
import { ApiError } from '../errors.ts';
import { dateOf, chinaTimeOf } from '../lib/calendar.ts';
import { pageOf, withinChinaDays, type PageRequest } from '../lib/lists.ts';
import { signedFileUrl, type UploadStore } from '../uploads/store.ts';
import { appletDocument, appletQuestionIds as q } from './applets-forms.ts';
import { regionPrefix, scopeOf, shownReporter, summaryWindow } from './applets-rules.ts';
import { newPublicCode } from './lifecycle.ts';
import { regionLevelOf, regionNameOf } from './region-levels.ts';
import {
  appletGridWorkers,
  miniAppEvents,
  miniAppResponses,
  miniApps,
  miniAppVersions,
} from './tables.ts';

/**
 * The common applets (抗原自测, 疫情共建): each a ready form of the form engine, one per company,
 * live from the day its main account turns it on (the platform wrote it: no review). Residents
 * answer on its public page like any form; these functions read the answers as reports, scoped to
 * the caller's region and masked until the session is unlocked (`applets-rules.ts`).
 */
export type AppletCaller = { sessionId: bigint; user: SessionUser };

const refused = (message: string) => new ApiError(codes.invalidRequest, message, 400);

async function appletForm(db: Db, companyId: bigint, applet: Applet) {
  const [row] = await db
    .select()
    .from(miniApps)
    .where(and(eq(miniApps.companyId, companyId), eq(miniApps.applet, applet)));
  return row ?? null;
}

/** Turns the applet on for the company: its form, passed and live as version 1. Idempotent. */
export async function enableApplet(db: Db, author: SessionUser, applet: Applet, now: Date) {
  const companyId = author.companyId!;
  if (await appletForm(db, companyId, applet)) return;
  const document = appletDocument(applet);
  await db.transaction(async (tx) => {
    const id = newId(now.getTime());
    const created = await tx
      .insert(miniApps)
      .values({
        id,
        companyId,
        createdBy: author.id,
        code: newPublicCode(),
        title: document.title,
        document,
        status: contentReviewStatus.passed,
        reviewVersion: 1,
        liveVersion: 1,
        applet,
        submittedAt: now,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing()
      .returning({ id: miniApps.id });
    if (created.length === 0) return;
    await tx
      .insert(miniAppVersions)
      .values({ id: newId(now.getTime()), miniAppId: id, version: 1, document, createdAt: now });
    await tx.insert(miniAppEvents).values({
      id: newId(now.getTime()),
      miniAppId: id,
      event: 'enableApplet',
      fromStatus: contentReviewStatus.draft,
      toStatus: contentReviewStatus.passed,
      actorUserId: author.id,
      createdAt: now,
    });
  });
}

async function gridRegionOf(db: Db, userId: bigint) {
  const [row] = await db
    .select({ regionCode: appletGridWorkers.regionCode })
    .from(appletGridWorkers)
    .where(eq(appletGridWorkers.userId, userId));
  return row?.regionCode ?? null;
}

const scopeOfCaller = async (db: Db, user: SessionUser) =>
  scopeOf(user, user.isChatBotManager ? null : await gridRegionOf(db, user.id));

export async function appletOverview(
  db: Db,
  caller: AppletCaller,
  applet: Applet,
): Promise<AppletOverview> {
  const [form, scope, unlocked] = await Promise.all([
    appletForm(db, caller.user.companyId!, applet),
    scopeOfCaller(db, caller.user),
    appletUnlocked(db, caller.sessionId, applet),
  ]);
  const regionCode = scope.kind === 'region' ? scope.code : null;
  return {
    applet,
    title: appletNames[applet],
    enabled: form !== null,
    publicUrl: form ? publicFormPath(form.code) : null,
    scope: { kind: scope.kind, regionCode, regionName: regionCode && regionNameOf(regionCode) },
    unlocked,
  };
}

const answerOf = (answers: unknown, id: string) => {
  const value = (answers as Record<string, string | string[]>)[id];
  return value === undefined ? [] : Array.isArray(value) ? value : [value];
};

/**
 * The applet's form and the condition its reports are read by for this caller: the caller's
 * region scope narrowed by `region`, and the dates. Null when the applet is not on.
 */
async function reportsOf(
  db: Db,
  user: SessionUser,
  query: { applet: Applet; region?: string; from?: string; to?: string },
) {
  const [form, scope] = await Promise.all([
    appletForm(db, user.companyId!, query.applet),
    scopeOfCaller(db, user),
  ]);
  const range = regionPrefix(scope, query.region);
  if ('refused' in range) throw refused(range.refused);
  if (!form) return null;
  const where = and(
    eq(miniAppResponses.miniAppId, form.id),
    range.prefix
      ? like(sql<string>`${miniAppResponses.answers}->>${q.region}`, `${range.prefix}%`)
      : undefined,
    withinChinaDays(miniAppResponses.createdAt, query.from, query.to),
  );
  return { form, where };
}

/** A page of the applet's reports the caller may see, newest first, masked unless unlocked. */
export async function appletReports(
  db: Db,
  store: UploadStore,
  caller: AppletCaller,
  query: PageRequest & { applet: Applet; region?: string; from?: string; to?: string },
  now: Date,
): Promise<{ total: number; list: AppletReport[] }> {
  const reports = await reportsOf(db, caller.user, query);
  if (!reports) return { total: 0, list: [] };
  const [{ total, rows }, unlocked] = await Promise.all([
    pageOf(
      db,
      query,
      miniAppResponses,
      reports.where,
      db
        .select()
        .from(miniAppResponses)
        .where(reports.where)
        .orderBy(desc(miniAppResponses.createdAt), desc(miniAppResponses.id))
        .$dynamic(),
    ),
    appletUnlocked(db, caller.sessionId, query.applet),
  ]);
  const document = appletDocument(query.applet);
  const results = document.questions.find((question) => question.id === q.result);
  const labelOf = (option: string) =>
    (results?.kind === 'single' && results.options.find((o) => o.id === option)?.label) || option;
  return {
    total,
    list: rows.map((row) => {
      const [regionCode = ''] = answerOf(row.answers, q.region);
      const [name = ''] = answerOf(row.answers, q.name);
      const [mobile = ''] = answerOf(row.answers, q.mobile);
      return {
        id: row.id.toString(),
        submitTime: chinaTimeOf(row.createdAt),
        regionCode,
        regionName: regionNameOf(regionCode),
        street: answerOf(row.answers, q.street)[0] ?? '',
        result: labelOf(answerOf(row.answers, q.result)[0] ?? ''),
        ...shownReporter({ name, mobile }, unlocked),
        photos: answerOf(row.answers, q.photo).map((id) => signedFileUrl(store, id, now)),
      };
    }),
  };
}

/**
 * Reports per China-time day and district within the caller's scope, each result counted apart,
 * over the asked days (the last 7 by default, at most 31).
 */
export async function appletSummary(
  db: Db,
  user: SessionUser,
  query: { applet: Applet; from?: string; to?: string },
  now: Date,
) {
  const window = summaryWindow(query, dateOf(now));
  if ('refused' in window) throw refused(window.refused);
  const document = appletDocument(query.applet);
  const question = document.questions.find((item) => item.id === q.result);
  const results =
    question?.kind === 'single'
      ? question.options.map((o) => ({ option: o.id, label: o.label }))
      : [];
  const reports = await reportsOf(db, user, { ...query, ...window });
  if (!reports) return { ...window, results, rows: [] };
  const date = sql<string>`to_char((${miniAppResponses.createdAt} at time zone 'UTC') + interval '8 hours', 'YYYY-MM-DD')`;
  const region = sql<string>`${miniAppResponses.answers}->>${q.region}`;
  const result = sql<string>`${miniAppResponses.answers}->>${q.result}`;
  const counted = await db
    .select({ date, region, result, count: sql<number>`count(*)::int` })
    .from(miniAppResponses)
    .where(reports.where)
    // By position: the key names travel as parameters, so the expressions would not match.
    .groupBy(sql`1, 2, 3`);
  const rows = new Map<string, { date: string; regionCode: string; counts: number[] }>();
  for (const c of counted) {
    const key = `${c.date}:${c.region}`;
    const row = rows.get(key) ?? {
      date: c.date,
      regionCode: c.region,
      counts: results.map(() => 0),
    };
    const column = results.findIndex((r) => r.option === c.result);
    if (column >= 0) row.counts[column]! += c.count;
    rows.set(key, row);
  }
  return {
    ...window,
    results,
    rows: [...rows.values()]
      .sort((a, b) => b.date.localeCompare(a.date) || a.regionCode.localeCompare(b.regionCode))
      .map((row) => ({
        ...row,
        regionName: regionNameOf(row.regionCode),
        total: row.counts.reduce((sum, n) => sum + n, 0),
      })),
  };
}

/**
 * Confirms the company's admin account (its main account) and password: the session then shows
 * this applet's names and phones whole until it ends. Wrong tries count toward the admin's lock.
 */
export async function unlockAppletReports(
  db: Db,
  caller: AppletCaller,
  input: { applet: Applet; account: string; password: string },
  now: Date,
) {
  const adminId = await companyManagerNamed(db, caller.user.companyId!, input.account);
  if (adminId === null) throw refused(appletMessages.wrongAdmin);
  const confirmed = await confirmPassword(db, adminId, input.password, now);
  if (confirmed === 'locked') throw refused(passwordLockedMessage);
  if (confirmed === 'wrong') throw refused(appletMessages.wrongAdmin);
  await unlockApplet(db, caller.sessionId, input.applet);
}

/** The company's sub-accounts with the region each covers as a grid worker. */
export async function gridWorkersPage(db: Db, companyId: bigint, query: PageRequest) {
  const { total, rows } = await subAccountsPage(db, companyId, query);
  const regions =
    rows.length === 0
      ? []
      : await db
          .select()
          .from(appletGridWorkers)
          .where(
            inArray(
              appletGridWorkers.userId,
              rows.map((r) => r.id),
            ),
          );
  const regionOf = new Map(regions.map((r) => [r.userId, r.regionCode]));
  return {
    total,
    list: rows.map((row) => {
      const regionCode = regionOf.get(row.id) ?? null;
      return {
        userId: row.id.toString(),
        account: row.account,
        showName: row.showName,
        regionCode,
        regionName: regionCode && regionNameOf(regionCode),
      };
    }),
  };
}

/** Makes a sub-account the grid worker of a city or district, or no longer one (null). */
export async function setGridWorker(
  db: Db,
  companyId: bigint,
  input: { userId: string; regionCode: string | null },
  now: Date,
) {
  const user = await companySubAccount(db, companyId, BigInt(input.userId));
  if (input.regionCode === null) {
    await db.delete(appletGridWorkers).where(eq(appletGridWorkers.userId, user.id));
    return;
  }
  const level = regionLevelOf(input.regionCode);
  if (level !== 2 && level !== 3) throw refused('请选择到市或区县');
  await db
    .insert(appletGridWorkers)
    .values({ userId: user.id, companyId, regionCode: input.regionCode, updatedAt: now })
    .onConflictDoUpdate({
      target: appletGridWorkers.userId,
      set: { regionCode: input.regionCode, updatedAt: now },
    });
}
