import type { FastifyInstance, FastifyRequest } from 'fastify';
import { detailEnquiryUnlocked } from '../accounts/sessions.ts';
import { companyOf } from '../http/caller.ts';
import { defineEndpoint } from '../http/define.ts';
import { carrierCounts, createTask, previewTask, resolveRecipients } from './create.ts';
import { dispatchJobName, scheduleJobName } from './jobs.ts';
import { cancelTask, pauseTask, resumeTask, reviewTask } from './lifecycle.ts';
import { queryNumber, unlockQuery } from './send-query.ts';
import {
  failuresByCarrier,
  findTask,
  listRecipients,
  listTasks,
  taskDetail,
  taskQueue,
  taskView,
} from './views.ts';

/** task/getCarrierInfo calls one address may make a minute. */
export const carrierCountsPerMinute = 30;

export async function sendingRoutes(app: FastifyInstance) {
  const { db, clock } = app;
  const actor = (request: FastifyRequest) => ({
    id: request.session!.user.id,
    companyId: companyOf(request),
  });
  /** Whether this session shows numbers in full (`shownMobile`). */
  const unlocked = (request: FastifyRequest) => detailEnquiryUnlocked(db, request.session!.id);

  defineEndpoint(app, 'taskPreview', async (input, request) =>
    previewTask(
      db,
      app.messageGateway,
      actor(request),
      input,
      clock.now(),
      await unlocked(request),
    ),
  );
  defineEndpoint(app, 'taskCreate', async (input, request) => {
    const who = actor(request);
    const id = await createTask(db, app.messageGateway, who, input, clock.now());
    // The review timeout falls due in 24 hours; the schedule job is told now.
    await app.wakeJob(scheduleJobName);
    return taskDetail(db, await findTask(db, who.companyId, id), await unlocked(request));
  });
  defineEndpoint(
    app,
    'taskCarrierInfo',
    async (input, request) =>
      carrierCounts((await resolveRecipients(db, companyOf(request), input)).mobiles),
    // Silent and re-asked as the form changes, yet it reads whole groups: bounded per address.
    { rateLimit: { max: carrierCountsPerMinute, timeWindow: '1 minute' } },
  );
  defineEndpoint(app, 'taskList', (query, request) => listTasks(db, companyOf(request), query));
  defineEndpoint(app, 'taskGet', async ({ id }, request) =>
    taskDetail(db, await findTask(db, companyOf(request), BigInt(id)), await unlocked(request)),
  );
  defineEndpoint(app, 'taskRecipients', async (query, request) =>
    listRecipients(db, companyOf(request), await unlocked(request), query),
  );
  defineEndpoint(app, 'taskFailCarrier', ({ id }, request) =>
    failuresByCarrier(db, companyOf(request), BigInt(id)),
  );
  defineEndpoint(app, 'taskPause', async ({ id }, request) =>
    taskView(db, await pauseTask(db, actor(request), BigInt(id), clock.now())),
  );
  defineEndpoint(app, 'taskResume', async ({ id }, request) => {
    const task = await resumeTask(db, actor(request), BigInt(id), clock.now());
    await app.wakeJob(dispatchJobName);
    return taskView(db, task);
  });
  defineEndpoint(app, 'taskCancel', async ({ id }, request) => {
    const task = await cancelTask(db, actor(request), BigInt(id), clock.now());
    // What it handed over and has not reached the phones is taken back (sending/revoke.ts).
    await app.wakeJob(dispatchJobName);
    return taskView(db, task);
  });
  defineEndpoint(app, 'taskQuery', async (query, request) =>
    queryNumber(db, companyOf(request), await unlocked(request), query),
  );
  defineEndpoint(
    app,
    'taskUnlockQuery',
    async ({ password }, request) => {
      companyOf(request);
      const { id, user } = request.session!;
      await unlockQuery(db, user.id, id, password, clock.now());
      return { unlocked: true as const };
    },
    // Wrong passwords lock the account (confirmPassword); this only bounds one address's volume.
    { rateLimit: { max: 60, timeWindow: '10 minutes' } },
  );

  defineEndpoint(app, 'manageTasks', (query) => taskQueue(db, app.uploadStore, query, clock.now()));
  defineEndpoint(app, 'manageReviewTask', async (decision, request) => {
    const started = await reviewTask(db, request.session!.user.id, decision, clock.now());
    await app.wakeJob(started ? dispatchJobName : scheduleJobName);
    return null;
  });
}
