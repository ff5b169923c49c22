import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPrefix, endpoints } from '../contract/endpoints.ts';
import { createNonce, nonceHeader } from '../contract/nonce.ts';
import type { OutgoingMessage } from '../accounts/messages.ts';
import { buildTestApp, type TestApp } from '../../test/helper.ts';

let t: TestApp;
let operator: string;
beforeAll(async () => {
  t = await buildTestApp();
  operator = await t.login('demo_operator', 'Cctv5G@Admin', 3);
  const sent = await t.call('getVerifyCode', { phone: '13912345678', purpose: 'register' });
  expect(sent.body.code).toBe(0);
});
afterAll(() => t.close());

type Outbox = { builtInProvider: boolean; list: { template: string; body: string }[] };

describe('the management outbox', () => {
  it('shows codes while the built-in provider stands in for an SMS gateway, and says so', async () => {
    const res = await t.call<Outbox>('manageOutbox', {}, { token: operator });
    expect(res.body.data.builtInProvider).toBe(true);
    const code = res.body.data.list.find((m) => m.template === 'verify-code')!;
    expect(code.body).toMatch(/\d{6}/);
  });

  it('hides every code once a real gateway sends them', async () => {
    const gateway: OutgoingMessage[] = [];
    const withGateway = await t.anotherInstance({
      messageProvider: { send: async (message) => void gateway.push(message) },
    });
    try {
      const res = await withGateway.inject({
        method: 'POST',
        url: apiPrefix + endpoints.manageOutbox.path,
        payload: {},
        headers: {
          authorization: operator,
          [nonceHeader]: createNonce(operator, t.clock.now().getTime()),
        },
      });
      const outbox = (res.json() as { data: Outbox }).data;
      expect(outbox.builtInProvider).toBe(false);
      const codes = outbox.list.filter((m) => m.template === 'verify-code');
      expect(codes.length).toBeGreaterThan(0);
      for (const message of codes) {
        expect(message.body).not.toMatch(/\d{6}/);
        expect(message.body).toContain('******');
      }
    } finally {
      await withGateway.close();
    }
  });
});
