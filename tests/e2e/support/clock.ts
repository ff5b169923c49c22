import { expect, test as base, type APIRequestContext } from '@playwright/test';
import { journeyClockPath } from '../../../api/src/plugins/clock.ts';

/** Sets how far ahead of the real time the journey server's clock runs (0: the real time). */
async function moveServiceClock(request: APIRequestContext, offsetMs: number) {
  const res = await request.put(journeyClockPath, { data: { offsetMs } });
  expect(res.status(), `${journeyClockPath}: ${await res.text()}`).toBe(200);
}

/** The service's clock on the journey's server, as a journey moves it. */
type ServiceClock = { runAhead: (ms: number) => Promise<void> };

/**
 * Journeys that move the service's clock (a preview link after its hour). A server sees one
 * journey at a time, and the clock is put back to the real time when the journey ends, passed or
 * failed, so the next journey on that server runs on the real time.
 */
export const test = base.extend<{ serviceClock: ServiceClock }>({
  serviceClock: async ({ request }, use) => {
    await use({ runAhead: (ms) => moveServiceClock(request, ms) });
    await moveServiceClock(request, 0);
  },
});
