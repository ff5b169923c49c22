import type { FastifyInstance } from 'fastify';
import {
  checkVerifyCode,
  isAccountNameFree,
  issueImageCode,
  login,
  randomPassword,
  register,
  resetPassword,
  sendVerifyCode,
  userInfoOf,
} from './accounts.ts';
import { endSession } from './sessions.ts';
import { isChatbotNameFree } from '../messaging/chatbots.ts';
import { defineEndpoint } from '../http/define.ts';

const perIp = (max: number, timeWindow: string) => ({ rateLimit: { max, timeWindow } });

export async function accountRoutes(app: FastifyInstance) {
  const { db, clock, messageProvider } = app;

  defineEndpoint(app, 'login', (input) => login(db, input, clock.now()), perIp(20, '1 minute'));

  defineEndpoint(app, 'logout', async (_input, request) => {
    await endSession(db, request.session!.id, clock.now());
    return null;
  });

  defineEndpoint(app, 'userInfo', (_input, request) => userInfoOf(db, request.session!.user));

  defineEndpoint(
    app,
    'imageCode',
    async ({ imgUuid }, _request, reply) =>
      reply
        .type('image/svg+xml')
        .header('Cache-Control', 'no-store')
        .send(await issueImageCode(db, imgUuid, clock.now())),
    perIp(30, '1 minute'),
  );

  defineEndpoint(app, 'randPwd', async () => randomPassword());

  defineEndpoint(
    app,
    'checkNameIsUnique',
    (input) =>
      input.kind === 'chatbot'
        ? isChatbotNameFree(db, input.name, input.id === undefined ? undefined : BigInt(input.id))
        : isAccountNameFree(db, input.name),
    perIp(60, '1 minute'),
  );

  defineEndpoint(
    app,
    'register',
    async (input) => {
      await register(db, input, clock.now());
      return null;
    },
    perIp(10, '1 hour'),
  );

  defineEndpoint(
    app,
    'getVerifyCode',
    async ({ phone, purpose }) => {
      await sendVerifyCode(db, messageProvider, phone, purpose, clock.now());
      return null;
    },
    perIp(5, '1 minute'),
  );

  defineEndpoint(
    app,
    'checkVerifyCode',
    async ({ phone, purpose, code }) => {
      await checkVerifyCode(db, phone, purpose, code, clock.now(), false);
      return null;
    },
    perIp(20, '1 minute'),
  );

  defineEndpoint(
    app,
    'resetPwd',
    async (input) => {
      await resetPassword(db, input, clock.now());
      return null;
    },
    perIp(10, '1 minute'),
  );
}
