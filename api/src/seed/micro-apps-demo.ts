import type { Tx } from '../db/client.ts';
import { newId } from '../db/ids.ts';
import { miniAppEvents, miniAppResponses, miniApps, miniAppVersions } from '../db/schema.ts';
import { recordUsage } from '../ledger/ledger.ts';
import { dayMs } from '../lib/calendar.ts';
import { serviceTemplates } from '../micro-apps/service-templates.ts';

/** The demo company's published form's public code: its link is /f/demo-satisfaction. */
export const demoFormCode = 'demo-satisfaction';

const templateDocument = (code: string) => serviceTemplates.find((t) => t.code === code)!.document;

/** Answers of the demo survey, one a day back from yesterday. */
const demoAnswers: Record<string, string | string[]>[] = [
  { overall: '5', attitude: 'o1', speed: 'o1', improve: ['o4'] },
  { overall: '4', attitude: 'o1', speed: 'o2', improve: ['o1', 'o4'] },
  { overall: '5', attitude: 'o2', speed: 'o1', remarks: '线上预约很方便' },
  { overall: '3', attitude: 'o2', speed: 'o3', improve: ['o1', 'o2'] },
  { overall: '4', attitude: 'o1', speed: 'o2' },
  { overall: '5', attitude: 'o1', speed: 'o1', improve: ['o3'] },
];

/**
 * The demo company's micro-apps: a satisfaction survey that passed review with some answers
 * (counted in the micro-app trend), and an event sign-up form still a draft.
 */
export async function seedDemoMicroApps(
  tx: Tx,
  demo: { companyId: bigint; managerId: bigint; operatorId: bigint },
  now: Date,
) {
  const at = now.getTime();
  const published = newId(at);
  const survey = templateDocument('satisfaction');
  const submittedAt = new Date(at - 8 * dayMs);
  const approvedAt = new Date(at - 7 * dayMs);
  await tx.insert(miniApps).values([
    {
      id: published,
      companyId: demo.companyId,
      createdBy: demo.managerId,
      code: demoFormCode,
      title: survey.title,
      document: survey,
      status: 3,
      reviewVersion: 1,
      liveVersion: 1,
      submittedAt,
      createdAt: new Date(at - 9 * dayMs),
      updatedAt: approvedAt,
    },
    {
      id: newId(at),
      companyId: demo.companyId,
      createdBy: demo.managerId,
      code: 'demo-signup-draft',
      title: templateDocument('event_signup').title,
      document: templateDocument('event_signup'),
      status: 1,
      createdAt: new Date(at - dayMs),
      updatedAt: new Date(at - dayMs),
    },
  ]);
  await tx.insert(miniAppVersions).values({
    id: newId(at),
    miniAppId: published,
    version: 1,
    document: survey,
    createdAt: submittedAt,
  });
  await tx.insert(miniAppEvents).values([
    {
      id: newId(at),
      miniAppId: published,
      event: 'submit',
      fromStatus: 1,
      toStatus: 2,
      actorUserId: demo.managerId,
      createdAt: submittedAt,
    },
    {
      id: newId(at),
      miniAppId: published,
      event: 'approve',
      fromStatus: 2,
      toStatus: 3,
      actorUserId: demo.operatorId,
      createdAt: approvedAt,
    },
  ]);
  for (const [i, answers] of demoAnswers.entries()) {
    const answeredAt = new Date(at - (i + 1) * dayMs + 3600_000);
    await tx.insert(miniAppResponses).values({
      id: newId(answeredAt.getTime()),
      miniAppId: published,
      version: 1,
      submissionKey: `demo-answer-${String(i + 1).padStart(8, '0')}`,
      answers,
      otherText: {},
      clientIp: '127.0.0.1',
      createdAt: answeredAt,
    });
    await recordUsage(tx, demo.companyId, 2, answeredAt, 1);
  }
}
