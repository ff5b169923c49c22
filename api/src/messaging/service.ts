import type { Db } from '../db/client.ts';
import type { JobContext, JobDefinition } from '../jobs/queue.ts';
import type { UploadStore } from '../uploads/store.ts';
import { runCarrierWork, type CarrierWork } from './carrier-work.ts';
import { chatbotSubmissionBuilder, settleChatbotRegistration } from './chatbots.ts';
import type { MessageGateway } from './gateway.ts';
import {
  expireUnusedMaterials,
  materialSubmissionBuilder,
  settleMaterialReview,
} from './materials.ts';
import { expireTemplates, settleTemplateReview, templateSubmissionBuilder } from './templates.ts';

export const carrierJobName = 'carrier-gateway';

/** The carrier work of every subject kind: what each sends, and what follows each answer. */
export function carrierWork(db: Db, store: UploadStore, gateway: MessageGateway): CarrierWork {
  return {
    db,
    gateway,
    build: {
      chatbot: chatbotSubmissionBuilder(db, store),
      template: templateSubmissionBuilder(db, store),
      material: materialSubmissionBuilder(db, store),
    },
    settle: {
      chatbot: settleChatbotRegistration,
      template: settleTemplateReview,
      material: settleMaterialReview,
    },
  };
}

/**
 * The durable jobs of 5G messages: carrier work (woken when there is some, and swept every minute
 * in case a wake-up was lost), and the hourly expiry of templates (7 days after approval) and of
 * unused materials (30 days after upload).
 */
export function messagingJobs(
  work: CarrierWork,
  { clock, wake, log }: JobContext,
): JobDefinition[] {
  return [
    {
      name: carrierJobName,
      cron: '* * * * *',
      handler: async () => {
        const next = await runCarrierWork(work, clock.now());
        if (next) await wake(carrierJobName, next);
      },
    },
    {
      name: 'messaging-expiry',
      cron: '11 * * * *',
      handler: async () => {
        const now = clock.now();
        log(
          {
            expiredTemplates: await expireTemplates(work.db, now),
            expiredMaterials: await expireUnusedMaterials(work.db, now),
          },
          'messaging expiry',
        );
      },
    },
  ];
}
