import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { codes } from '../contract/codes.ts';
import { endpoints, type EndpointName } from '../contract/endpoints.ts';
import { buildTestApp, type TestApp } from '../../test/helper.ts';

/** Endpoints whose request names one thing by its id. */
const byId = (Object.keys(endpoints) as EndpointName[]).filter((name) => {
  const request: z.ZodType = endpoints[name].request;
  return request instanceof z.ZodObject && 'id' in request.shape;
});

describe('an id that names nothing of the caller', () => {
  let t: TestApp;
  let tokens: { customer: string; operator: string };
  beforeAll(async () => {
    t = await buildTestApp();
    const [customer, operator] = await t.loginDemo('gold', 'operator');
    tokens = { customer, operator };
  });
  afterAll(() => t.close());

  it('is answered 1404 at HTTP 200 by every endpoint, as every refusal is', async () => {
    const notFound: EndpointName[] = [];
    for (const name of byId) {
      const token = endpoints[name].access === 'operator' ? tokens.operator : tokens.customer;
      const answer = await t.call(name, { id: '987654321' }, { token });
      if (answer.body.code !== codes.notFound) continue;
      notFound.push(name);
      expect({ name, status: answer.status }).toEqual({ name, status: 200 });
    }
    // The sweep reaches the domains that answer by id: send tasks, templates, service accounts.
    expect(notFound).toEqual(
      expect.arrayContaining(['taskGet', 'taskCancel', 'templateGet', 'chatbotDetail']),
    );
  });
});
