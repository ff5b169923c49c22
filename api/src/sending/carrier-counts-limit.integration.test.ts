import { afterAll, beforeAll, expect, it } from 'vitest';
import { codes } from '../contract/codes.ts';
import { buildTestApp, type TestApp } from '../../test/helper.ts';
import { carrierCountsPerMinute } from './routes.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

it('bounds the silent carrier count per address', async () => {
  const [token] = await t.loginDemo('gold');
  const count = () =>
    t.call('taskCarrierInfo', { mobiles: ['13800000000'] }, { token, ip: '198.51.100.7' });
  for (let i = 0; i < carrierCountsPerMinute; i++) {
    expect((await count()).body.code).toBe(0);
  }
  expect((await count()).body).toMatchObject({ code: codes.rateLimited });
});
