import type { FastifyInstance } from 'fastify';
import { actorOf, companyOf } from '../http/caller.ts';
import { authenticate, defineEndpoint } from '../http/define.ts';
import { addFeedback, listFeedback, replyFeedback } from './feedback.ts';
import {
  deleteRole,
  listAudit,
  listRoles,
  listSubAccounts,
  resetSubPassword,
  saveRole,
  saveSubAccount,
  setSubAccountEnabled,
  subAccountById,
} from './team.ts';

export async function teamRoutes(app: FastifyInstance) {
  const { db, clock } = app;

  defineEndpoint(app, 'subAccounts', (query, request) =>
    listSubAccounts(
      db,
      {
        companyId: companyOf(request),
        isChatBotManager: request.session!.user.isChatBotManager,
      },
      query,
    ),
  );
  defineEndpoint(app, 'saveSubAccount', async (input, request) => {
    const actor = actorOf(request);
    const id = await saveSubAccount(db, actor, input, clock.now());
    return subAccountById(db, actor.companyId, id);
  });
  defineEndpoint(app, 'setSubAccountEnabled', async ({ id, enabled }, request) => {
    const actor = actorOf(request);
    await setSubAccountEnabled(db, actor, BigInt(id), enabled, clock.now());
    return subAccountById(db, actor.companyId, BigInt(id));
  });
  defineEndpoint(app, 'resetSubPassword', async ({ id, password }, request) => {
    await resetSubPassword(db, actorOf(request), BigInt(id), password, clock.now());
    return null;
  });
  defineEndpoint(app, 'roles', (_input, request) => listRoles(db, companyOf(request)));
  defineEndpoint(app, 'saveRole', async (input, request) => {
    const actor = actorOf(request);
    const id = await saveRole(db, actor, input, clock.now());
    return (await listRoles(db, actor.companyId)).find((r) => r.id === id.toString())!;
  });
  defineEndpoint(app, 'deleteRole', async ({ id }, request) => {
    await deleteRole(db, actorOf(request), BigInt(id), clock.now());
    return null;
  });
  defineEndpoint(app, 'auditLog', (query, request) => listAudit(db, companyOf(request), query));

  defineEndpoint(
    app,
    'addFeedback',
    async (input, request, reply) => {
      // Public, so the widget on the home page can use it; a signed-in caller is answered in the inbox.
      const signedIn = request.headers.authorization
        ? await authenticate(request, reply).catch(() => null)
        : null;
      const from = signedIn
        ? { userId: signedIn.user.id, companyId: signedIn.user.companyId }
        : null;
      await addFeedback(db, from, input, clock.now());
      return null;
    },
    { rateLimit: { max: 10, timeWindow: '1 minute' } },
  );
  defineEndpoint(app, 'manageFeedback', (query) => listFeedback(db, query));
  defineEndpoint(app, 'manageReplyFeedback', async ({ id, reply }, request) => {
    await replyFeedback(
      db,
      app.messageProvider,
      { id: BigInt(id), text: reply, operatorId: request.session!.user.id },
      clock.now(),
    );
    return null;
  });
}
