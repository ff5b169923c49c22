import { and, desc, eq } from 'drizzle-orm';
import { codes } from '../contract/codes.ts';
import { sendMessages, shownMobile } from '../contract/schemas/sending.ts';
import { type DeliveryState } from '../contract/sending-status.ts';
import type { Db } from '../db/client.ts';
import { sendRecipients, sendTasks } from './tables.ts';
import { confirmPassword, passwordLockedMessage } from '../accounts/accounts.ts';
import { unlockDetailEnquiry } from '../accounts/sessions.ts';
import { templateNames } from '../messaging/sendable.ts';
import { ApiError } from '../errors.ts';
import { pageOf } from '../lib/lists.ts';
import { messageIdOf } from '../messaging/gateway.ts';
import { repliesOf } from './upstream.ts';
import { causeName, iso } from './views.ts';

/**
 * The send query (发送查询): one number's messages, masked unless `unlocked` (the user confirmed
 * their password in this session, `detailEnquiryUnlocked`).
 */
export async function queryNumber(
  db: Db,
  companyId: bigint,
  unlocked: boolean,
  query: { mobile: string; page: number; pageSize: number },
) {
  const where = and(
    eq(sendRecipients.companyId, companyId),
    eq(sendRecipients.mobile, query.mobile),
  );
  const { total, rows } = await pageOf(
    db,
    query,
    sendRecipients,
    where,
    db
      .select({
        recipient: sendRecipients,
        taskName: sendTasks.name,
        templateId: sendTasks.templateId,
      })
      .from(sendRecipients)
      .innerJoin(sendTasks, eq(sendTasks.id, sendRecipients.taskId))
      .where(where)
      .orderBy(desc(sendRecipients.taskId))
      .$dynamic(),
  );
  const [templates, replies] = await Promise.all([
    templateNames(
      db,
      rows.map((row) => row.templateId),
    ),
    repliesOf(
      db,
      rows.map((row) => row.recipient),
    ),
  ]);
  return {
    total,
    unlocked,
    list: rows.map(({ recipient: r, taskName, templateId }) => ({
      taskId: r.taskId.toString(),
      taskName,
      templateName: templates.get(templateId)!.name,
      mobile: shownMobile(r.mobile, unlocked),
      state: r.state as DeliveryState,
      cause: r.cause,
      causeName: causeName(r.cause),
      submitTime: iso(r.submittedAt),
      updateTime: r.updatedAt.toISOString(),
      replies: replies.get(messageIdOf(r.taskId, r.seq)) ?? [],
    })),
  };
}

/** Confirms the signed-in user's password; the session then shows full numbers until logout. */
export async function unlockQuery(
  db: Db,
  userId: bigint,
  sessionId: bigint,
  password: string,
  now: Date,
) {
  const confirmed = await confirmPassword(db, userId, password, now);
  if (confirmed === 'locked') throw new ApiError(codes.invalidRequest, passwordLockedMessage, 400);
  if (confirmed === 'wrong')
    throw new ApiError(codes.invalidRequest, sendMessages.wrongPassword, 400);
  await unlockDetailEnquiry(db, sessionId, now);
}
