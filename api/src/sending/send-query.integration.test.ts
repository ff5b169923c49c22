import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codes } from '../contract/codes.ts';
import { buildTestApp, type TestApp } from '../../test/helper.ts';

const minutes = (n: number) => n * 60 * 1000;
const locked = { code: codes.invalidRequest, msg: '密码错误次数过多，请15分钟后再试' };

describe("the send query's unlock", () => {
  let t: TestApp;
  let gold: string;
  let trial: string;
  beforeAll(async () => {
    t = await buildTestApp();
    [gold, trial] = await t.loginDemo('gold', 'trial');
  });
  afterAll(() => t.close());

  const unlock = (token: string, password: string, ip?: string) =>
    t.call('taskUnlockQuery', { password }, { token, ...(ip && { ip }) });

  it("is not refused for another account's wrong guesses from the same address", async () => {
    const office = '10.200.0.1';
    for (let i = 0; i < 10; i++) {
      expect((await unlock(trial, 'Wrong@Pass1', office)).body.msg).toBe('密码错误');
    }
    expect((await unlock(gold, 'Cctv5G@Gold', office)).body.data).toEqual({ unlocked: true });
  });

  it('locks the account after ten wrong passwords from anywhere, for the rest of the window', async () => {
    for (let i = 0; i < 10; i++) {
      expect((await unlock(gold, 'Wrong@Pass1')).body.msg).toBe('密码错误');
    }
    expect((await unlock(gold, 'Cctv5G@Gold')).body).toMatchObject(locked);
    // The same count as signing in: the password is the same secret.
    expect(
      (await t.call('login', { account: 'demo_gold', password: 'Cctv5G@Gold', platform: 1 })).body,
    ).toMatchObject({ msg: locked.msg });
    t.clock.advance(minutes(15));
    expect((await unlock(gold, 'Cctv5G@Gold')).body.data).toEqual({ unlocked: true });
  });
});
