import { and, desc, eq, isNull } from 'drizzle-orm';
import { codes } from '../contract/codes.ts';
import type { Db } from '../db/client.ts';
import { newId } from '../db/ids.ts';
import { feedback } from './tables.ts';
import { postNotice } from '../account-centre/notices.ts';
import { actorsOf, companyNames } from '../accounts/accounts.ts';
import { ApiError } from '../errors.ts';
import type { MessageProvider } from '../accounts/messages.ts';
import { pageOf } from '../lib/lists.ts';

/**
 * Feedback (在线留言, feedback/add): left by a signed-in customer, it is answered in the company's
 * inbox; left on a public page, it needs a mobile number and is answered by SMS.
 */
export async function addFeedback(
  db: Db,
  from: { userId: bigint; companyId: bigint | null } | null,
  input: { content: string; contact?: string },
  now: Date,
) {
  if (!from?.companyId && !input.contact) {
    throw new ApiError(codes.invalidRequest, '请留下手机号，以便我们回复您', 400);
  }
  await db.insert(feedback).values({
    id: newId(now.getTime()),
    companyId: from?.companyId ?? null,
    userId: from?.userId ?? null,
    content: input.content,
    contact: input.contact ?? null,
    createdAt: now,
  });
}

export async function listFeedback(
  db: Db,
  query: { page: number; pageSize: number; unanswered?: boolean },
) {
  const where = query.unanswered ? isNull(feedback.repliedAt) : undefined;
  const { total, rows } = await pageOf(
    db,
    query,
    feedback,
    where,
    db
      .select()
      .from(feedback)
      .where(where)
      .orderBy(desc(feedback.createdAt), desc(feedback.id))
      .$dynamic(),
  );
  const [names, users] = await Promise.all([
    companyNames(
      db,
      rows.flatMap((item) => item.companyId ?? []),
    ),
    actorsOf(
      db,
      rows.flatMap((item) => item.userId ?? []),
    ),
  ]);
  return {
    total,
    list: rows.map((item) => ({
      id: item.id.toString(),
      content: item.content,
      contact: item.contact,
      companyName: item.companyId === null ? null : (names.get(item.companyId)?.name ?? null),
      userName: item.userId === null ? null : (users.get(item.userId)?.showName ?? null),
      reply: item.reply,
      replyTime: item.repliedAt?.toISOString() ?? null,
      createTime: item.createdAt.toISOString(),
    })),
  };
}

/** Answers a message once: into the company's inbox, or by SMS to the number left with it. */
export async function replyFeedback(
  db: Db,
  sms: MessageProvider,
  reply: { id: bigint; text: string; operatorId: bigint },
  now: Date,
) {
  const answered = await db.transaction(async (tx) => {
    const [item] = await tx
      .update(feedback)
      .set({ reply: reply.text, repliedBy: reply.operatorId, repliedAt: now })
      .where(and(eq(feedback.id, reply.id), isNull(feedback.repliedAt)))
      .returning();
    if (!item) throw new ApiError(codes.orderStateChanged, '该留言已回复或不存在');
    if (item.companyId) {
      await postNotice(tx, {
        companyId: item.companyId,
        title: '留言已回复',
        content: `您的留言“${item.content.slice(0, 50)}”已回复：${reply.text}`,
        now,
      });
    }
    return item;
  });
  if (!answered.companyId && answered.contact) {
    await sms.send(
      {
        channel: 'sms',
        recipient: answered.contact,
        template: 'feedback-reply',
        body: `【5G智能平台】您的留言已回复：${reply.text}`,
      },
      now,
    );
  }
}
