import type { FastifyInstance, FastifyRequest } from 'fastify';
import { codes, messages } from '../contract/codes.ts';
import { menusOf } from '../contract/permissions.ts';
import type { Applet } from '../contract/schemas/applets.ts';
import { ApiError } from '../errors.ts';
import { companyOf } from '../http/caller.ts';
import { defineEndpoint } from '../http/define.ts';
import { callerOf } from '../team/grants.ts';
import {
  appletOverview,
  appletReports,
  appletSummary,
  enableApplet,
  gridWorkersPage,
  setGridWorker,
  unlockAppletReports,
  type AppletCaller,
} from './applets.ts';

export async function appletRoutes(app: FastifyInstance) {
  const { db, clock, uploadStore } = app;

  /**
   * The caller, who must hold the asked applet's own menu: the endpoints serve both applets, and
   * the guard lets in a holder of either.
   */
  async function appletCaller(request: FastifyRequest, applet: Applet): Promise<AppletCaller> {
    const { id: sessionId, user } = request.session!;
    if (!menusOf(await callerOf(db, user, true)).includes(applet)) {
      throw new ApiError(codes.noPermission, messages.noPermission);
    }
    return { sessionId, user };
  }

  defineEndpoint(app, 'appletOverview', async ({ applet }, request) =>
    appletOverview(db, await appletCaller(request, applet), applet),
  );
  defineEndpoint(app, 'appletEnable', async ({ applet }, request) => {
    await enableApplet(db, request.session!.user, applet, clock.now());
    return appletOverview(db, await appletCaller(request, applet), applet);
  });
  defineEndpoint(app, 'appletReports', async (query, request) =>
    appletReports(db, uploadStore, await appletCaller(request, query.applet), query, clock.now()),
  );
  defineEndpoint(app, 'appletSummary', async (query, request) =>
    appletSummary(db, (await appletCaller(request, query.applet)).user, query, clock.now()),
  );
  defineEndpoint(app, 'appletUnlock', async (input, request) => {
    await unlockAppletReports(db, await appletCaller(request, input.applet), input, clock.now());
    return { unlocked: true as const };
  });
  defineEndpoint(app, 'appletGridWorkers', (query, request) =>
    gridWorkersPage(db, companyOf(request), query),
  );
  defineEndpoint(app, 'appletSetGridWorker', async (input, request) => {
    await setGridWorker(db, companyOf(request), input, clock.now());
    return null;
  });
}
