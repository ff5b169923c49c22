import { describe, expect, it, vi } from 'vitest';
import { ApiCallError } from './api-client.ts';
import { createFailureHandler } from './failure-handler.ts';

function setUp() {
  let clock = 0;
  const timers: { at: number; run: () => void }[] = [];
  const effects = {
    showMessage: vi.fn(),
    goTo: vi.fn(),
    endSession: vi.fn(() => '/chatbot_login'),
    openUpgradePrompt: vi.fn(),
    later: (run: () => void, ms: number) => void timers.push({ at: clock + ms, run }),
    now: () => clock,
  };
  const advance = (ms: number) => {
    clock += ms;
    const due = timers.filter((t) => t.at <= clock);
    timers.splice(0, timers.length, ...timers.filter((t) => t.at > clock));
    for (const timer of due) timer.run();
  };
  return { effects, advance, handle: createFailureHandler(effects) };
}

const envelope = (code: number, msg: string) =>
  new ApiCallError({ kind: 'envelope', code, msg, httpStatus: 200, data: null });

describe('failure handler (spec §8)', () => {
  it('ends an expired session after its 3 s message, once per burst, with the message in content', () => {
    const { effects, advance, handle } = setUp();
    handle(envelope(1003, '登录已过期，请重新登录'));
    handle(envelope(1003, '登录已过期，请重新登录'));
    advance(1000);
    handle(envelope(1006, '您的账号已在其他地方登录或已退出，请重新登录'));
    expect(effects.showMessage).toHaveBeenCalledTimes(1);
    expect(effects.endSession).not.toHaveBeenCalled();

    advance(2000);
    expect(effects.endSession).toHaveBeenCalledTimes(1);
    expect(effects.goTo).toHaveBeenCalledWith(
      `/chatbot_login?content=${encodeURIComponent('登录已过期，请重新登录')}`,
    );
  });

  it('reacts again once the debounce window has passed', () => {
    const { effects, advance, handle } = setUp();
    handle(envelope(1003, 'a'));
    advance(2500);
    handle(envelope(1003, 'b'));
    expect(effects.showMessage).toHaveBeenCalledTimes(2);
  });

  it('shows 1007 and goes to /403; HTTP 403 goes straight there', () => {
    const { effects, handle } = setUp();
    handle(envelope(1007, '暂无权限'));
    expect(effects.showMessage).toHaveBeenCalledWith('暂无权限');
    expect(effects.goTo).toHaveBeenCalledWith('/403');
    handle(new ApiCallError({ kind: 'http', httpStatus: 403 }));
    expect(effects.goTo).toHaveBeenCalledTimes(2);
    expect(effects.showMessage).toHaveBeenCalledTimes(1);
  });

  it('reacts once to a burst of refusals (five parallel 1007s: one message, one redirect)', () => {
    const { effects, advance, handle } = setUp();
    for (let i = 0; i < 5; i += 1) handle(envelope(1007, '暂无权限'));
    for (let i = 0; i < 3; i += 1) handle(new ApiCallError({ kind: 'http', httpStatus: 403 }));
    expect(effects.showMessage).toHaveBeenCalledExactlyOnceWith('暂无权限');
    expect(effects.goTo.mock.calls).toEqual([['/403'], ['/403']]);
    advance(1999);
    handle(envelope(1007, '暂无权限'));
    expect(effects.showMessage).toHaveBeenCalledTimes(1);
    advance(1);
    handle(envelope(1007, '暂无权限'));
    expect(effects.showMessage).toHaveBeenCalledTimes(2);
  });

  it('opens the upgrade prompt for 3006, says nothing for 1204, shows other messages', () => {
    const { effects, handle } = setUp();
    handle(envelope(3006, '您的等级不足'));
    handle(envelope(1204, '不显示'));
    handle(envelope(1002, '账号或密码错误'));
    expect(effects.openUpgradePrompt).toHaveBeenCalledWith('您的等级不足');
    expect(effects.showMessage).toHaveBeenCalledExactlyOnceWith('账号或密码错误');
  });

  it('ignores errors that are not API failures', () => {
    const { effects, handle } = setUp();
    handle(new Error('render bug'));
    expect(effects.showMessage).not.toHaveBeenCalled();
  });
});
