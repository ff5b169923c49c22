import type { FastifyInstance } from 'fastify';
import {
  templateSendable,
  templateStatusNames,
  type TemplateStatus,
} from '../contract/messaging-status.ts';
import { actorOf, companyOf } from '../http/caller.ts';
import { defineEndpoint } from '../http/define.ts';
import { listTemplates } from '../messaging/templates.ts';
import { currentBalance } from '../ledger/ledger.ts';
import { createTask, previewTask } from '../sending/create.ts';
import { scheduleJobName } from '../sending/jobs.ts';
import { queryNumber } from '../sending/send-query.ts';
import { findTask, listRecipients, taskDetail } from '../sending/views.ts';
import { defineOpenEndpoint, type OpenApiPluginOptions, type OpenCall } from './define.ts';
import { once, requestDigestOf } from './idempotency.ts';
import { createKey, listKeys, revokeKey, usageOf } from './keys.ts';

/** 开发者中心's calls in the console: the main account's keys and their use. */
export async function developerRoutes(app: FastifyInstance, options: OpenApiPluginOptions) {
  const { db, clock } = app;
  defineEndpoint(app, 'apiKeys', (_input, request) => listKeys(db, companyOf(request)));
  defineEndpoint(app, 'createApiKey', (input, request) =>
    createKey(db, options.secretsKeyring, actorOf(request), input, clock.now()),
  );
  defineEndpoint(app, 'revokeApiKey', async ({ id }, request) => {
    await revokeKey(db, actorOf(request), BigInt(id), clock.now());
    return null;
  });
  defineEndpoint(app, 'apiUsage', ({ days }, request) =>
    usageOf(db, companyOf(request), days, clock.now()),
  );
}

/**
 * The developer API's endpoints (contract `openEndpoints`), each calling the domain that owns
 * what it reads or does, as the console's routes do: sending's preview, creation and views,
 * messaging's templates, the ledger's balance.
 */
export async function openApiRoutes(app: FastifyInstance, options: OpenApiPluginOptions) {
  const { db, clock, messageGateway } = app;
  const actor = (call: OpenCall) => ({ id: call.actorUserId, companyId: call.companyId });
  /** Numbers in full for a key whose role grants 发送查询; masked otherwise (`shownMobile`). */
  const unlocked = (call: OpenCall) => call.holds('detail_enquiry');

  defineOpenEndpoint(app, options, 'previewTask', ({ body }, call) =>
    previewTask(db, messageGateway, actor(call), body, clock.now(), unlocked(call)),
  );
  defineOpenEndpoint(app, options, 'createTask', async ({ body }, call) => {
    const now = clock.now();
    const write = {
      keyId: call.keyId,
      idempotencyKey: call.idempotencyKey!,
      requestDigest: requestDigestOf('createTask', call.request.rawBody ?? ''),
    };
    const { resultId, replayed } = await once(
      db,
      write,
      (record) => createTask(db, messageGateway, actor(call), body, now, record),
      now,
    );
    if (replayed) call.reply.header('idempotent-replayed', 'true');
    // The review timeout falls due in 24 hours; the schedule job is told now.
    else await app.wakeJob(scheduleJobName);
    return taskDetail(db, await findTask(db, call.companyId, resultId), unlocked(call));
  });
  defineOpenEndpoint(app, options, 'getTask', async ({ params }, call) =>
    taskDetail(db, await findTask(db, call.companyId, BigInt(params.id)), unlocked(call)),
  );
  defineOpenEndpoint(app, options, 'taskRecipients', ({ params, query }, call) =>
    listRecipients(db, call.companyId, unlocked(call), { ...query, id: params.id }),
  );
  defineOpenEndpoint(app, options, 'numberMessages', ({ params, query }, call) =>
    queryNumber(db, call.companyId, unlocked(call), { ...query, mobile: params.mobile }),
  );
  defineOpenEndpoint(app, options, 'listTemplates', async ({ query }, call) => {
    const { total, list } = await listTemplates(
      db,
      app.uploadStore,
      call.companyId,
      query,
      clock.now(),
    );
    return {
      total,
      list: list.map((t) => ({
        id: t.id,
        name: t.name,
        kind: t.kind,
        status: t.status,
        statusName: templateStatusNames[t.status as TemplateStatus] ?? '',
        sendable: templateSendable(t.status),
        variables: t.variables,
        chatbotId: t.chatbotId,
        chatbotName: t.chatbotName,
        rejectReason: t.rejectReason,
        expireTime: t.expireTime,
        updateTime: t.updateTime,
      })),
    };
  });
  defineOpenEndpoint(app, options, 'balance', async (_input, call) => ({
    quantity5G: await currentBalance(db, call.companyId, 1, clock.now()),
  }));
}
