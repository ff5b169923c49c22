import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { codes } from '../src/contract/codes.ts';
import { endpoints, type Endpoint, type EndpointName } from '../src/contract/endpoints.ts';
import { buildTestApp, type TestApp } from './helper.ts';

let t: TestApp;
let tokens: Record<Endpoint['access'], string | undefined>;
beforeAll(async () => {
  t = await buildTestApp();
  const user = await t.login('demo_gold', 'Cctv5G@Gold');
  tokens = {
    public: undefined,
    session: user,
    user,
    manager: user,
    operator: await t.login('demo_operator', 'Cctv5G@Admin', 3),
  };
});
afterAll(() => t.close());

/** Business tables; used_nonces and sessions change on every authenticated call by design. */
const businessTables = [
  'users',
  'companies',
  'roles',
  'verify_codes',
  'outbox',
  'uploads',
  'opening_applications',
  'captchas',
  'orders',
  'order_items',
  'order_events',
  'balances',
  'ledger_lots',
  'bill_entries',
  'service_orders',
  'notices',
  'back_office_actions',
  'chatbots',
  'materials',
  'templates',
  'template_materials',
  'template_events',
  'carrier_reviews',
];

const snapshot = async () =>
  Object.fromEntries(await Promise.all(businessTables.map(async (n) => [n, await t.rows(n)])));

const keysOf = (schema: z.ZodType): string[] =>
  schema instanceof z.ZodObject ? Object.keys(schema.shape) : [];

/** Values that come close to valid: the schema's own keys with wrong or odd values, and non-objects. */
function payloads(endpoint: Endpoint) {
  const keys = [...keysOf(endpoint.request), 'unexpected'];
  const value =
    endpoint.method === 'GET'
      ? fc.oneof(fc.string(), fc.constantFrom('', '-999', 'null', '1e309', '../../etc/passwd'))
      : fc.oneof(
          fc.jsonValue(),
          fc.constantFrom(
            '',
            ' ',
            -999,
            0,
            1e308,
            -1,
            '1 OR 1=1',
            '<script>',
            '\u0000',
            'x'.repeat(5000),
          ),
        );
  const asObject = fc.dictionary(fc.constantFrom(...keys), value, { minKeys: 1 });
  const any = endpoint.method === 'GET' ? asObject : fc.oneof(asObject, fc.jsonValue());
  return any.filter(
    (payload) => !z.preprocess((v) => v ?? {}, endpoint.request).safeParse(payload).success,
  );
}

const jsonEndpoints = (Object.entries(endpoints) as [EndpointName, Endpoint][]).filter(
  ([, e]) => !e.multipart && !e.params,
);

describe('random invalid payloads', () => {
  it.each(jsonEndpoints)(
    '%s: always a 4xx envelope naming the problem, never a 500, nothing written',
    async (name, endpoint) => {
      const before = await snapshot();
      await fc.assert(
        fc.asyncProperty(payloads(endpoint), async (payload) => {
          const res = await t.call(name, payload, { token: tokens[endpoint.access] });
          expect(res.status).toBe(400);
          expect(res.body.code).toBe(codes.invalidRequest);
          expect(res.body.msg).toMatch(/\p{Script=Han}/u);
          expect(res.body.data).toBeNull();
        }),
        { numRuns: 40 },
      );
      expect(await snapshot()).toEqual(before);
    },
  );
});
