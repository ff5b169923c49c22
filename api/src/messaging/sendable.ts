import { and, eq, inArray, isNull } from 'drizzle-orm';
import { codes } from '../contract/codes.ts';
import { chatbotStatus, templateSendable } from '../contract/messaging-status.ts';
import type { CarrierCode } from '../contract/schemas/messaging.ts';
import { sendMessages } from '../contract/schemas/sending.ts';
import type { Db, Tx } from '../db/client.ts';
import { chatbots, templates, type CarrierChatbotStatus } from './tables.ts';
import { ApiError, notFound } from '../errors.ts';
import { byId } from '../lib/lists.ts';

// The templates and service accounts as sending reads them: the one to send, and by id in batches.

/** The template to send: the company's, passed and not expired, of an approved service account. */
export async function sendableTemplate(
  db: Db | Tx,
  companyId: bigint,
  templateId: bigint,
  now: Date,
) {
  const [row] = await db
    .select({ template: templates, chatbot: chatbots })
    .from(templates)
    .innerJoin(chatbots, eq(chatbots.id, templates.chatbotId))
    .where(
      and(
        eq(templates.id, templateId),
        eq(templates.companyId, companyId),
        isNull(templates.deletedAt),
      ),
    );
  if (!row) throw notFound('模板');
  const expired = row.template.expiresAt !== null && row.template.expiresAt <= now;
  if (!templateSendable(row.template.status) || expired) {
    throw new ApiError(codes.messagingStateChanged, sendMessages.templateNotSendable);
  }
  if (row.chatbot.status !== chatbotStatus.approved) {
    throw new ApiError(codes.chatbotNotReady, '服务号未审核通过，不能发送');
  }
  return row;
}

export const templatesByIds = (db: Db | Tx, templateIds: readonly bigint[]) =>
  byId(templateIds, (ids) => db.select().from(templates).where(inArray(templates.id, ids)));

/** Each template's name and the name of its service account. */
export const templateNames = (db: Db | Tx, templateIds: readonly bigint[]) =>
  byId(templateIds, (ids) =>
    db
      .select({ id: templates.id, name: templates.name, chatbotName: chatbots.name })
      .from(templates)
      .innerJoin(chatbots, eq(chatbots.id, templates.chatbotId))
      .where(inArray(templates.id, ids)),
  );

export const chatbotSenders = (db: Db | Tx, chatbotIds: readonly bigint[]) =>
  byId(chatbotIds, (ids) =>
    db
      .select({
        id: chatbots.id,
        name: chatbots.name,
        carrierChatbotIds: chatbots.carrierChatbotIds,
        carrierStatuses: chatbots.carrierStatuses,
      })
      .from(chatbots)
      .where(inArray(chatbots.id, ids)),
  );

/** The carriers that suspended a service account (§13.1, status 2 暂停): its sends there stop. */
export const suspendedAt = (statuses: Partial<Record<CarrierCode, CarrierChatbotStatus>>) =>
  new Set(
    (Object.entries(statuses) as [CarrierCode, CarrierChatbotStatus][])
      .filter(([, s]) => s.status === 2)
      .map(([carrier]) => carrier),
  );
