import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '../accounts/sessions.ts';
import { endpoints, type EndpointName } from '../contract/endpoints.ts';
import { buildTestApp, type TestApp } from '../../test/helper.ts';

const minutes = (n: number) => n * 60 * 1000;

/**
 * A token due for rotation is replaced only when the answer hands the new one over: on every
 * endpoint, whatever it answers, the session's current token is the one the caller holds or the
 * one in the answer's Authorization header, never one the caller was not given.
 */
describe('token rotation on every endpoint', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const currentTokenHash = async () => {
    const [row] = await t.database.query<{ token_hash: string }>(
      `select s.token_hash from sessions s join users u on u.id = s.user_id
        where u.account = 'demo_gold' order by s.id desc limit 1`,
    );
    return row!.token_hash;
  };

  /** A valid call where {} would be refused before the handler reads the session. */
  const inputs: Partial<Record<EndpointName, unknown>> = {
    addFeedback: { content: '希望增加导出功能' },
  };

  it.each(Object.keys(endpoints) as EndpointName[])('%s', async (name) => {
    const [token] = await t.loginDemo('gold');
    t.clock.advance(minutes(31));
    const answer = await t.call(name, inputs[name] ?? {}, { token });
    const handedOver = answer.headers.authorization as string | undefined;
    const current = await currentTokenHash();

    if (current === hashToken(token)) expect(handedOver).toBeUndefined();
    else expect(handedOver && hashToken(handedOver)).toBe(current);
    // Every endpoint that reads the session must have rotated the 31-minute-old token.
    if (endpoints[name].access !== 'public' || name in inputs) expect(handedOver).toBeTruthy();
  });
});
