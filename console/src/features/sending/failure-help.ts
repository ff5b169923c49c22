import type { FailureCause } from '@p5g/api/contract';
import { href } from '../../lib/routes-table.ts';

/**
 * The help-centre article that says what to do about each send-failure cause (spec §8). Today one
 * article (发送失败原因, api/src/seed/help.ts) explains every cause and what to do about it; a cause
 * that gets an article of its own is pointed there.
 */
const causeArticles: Record<FailureCause, number> = {
  terminal: 3,
  vacant: 3,
  blacklist: 3,
  arrears: 3,
  carrierFault: 3,
  rejectedContent: 3,
  contentLimit: 3,
  revoked: 3,
  chatbotSuspended: 3,
};

/** The help-centre link for a cause key (unknown keys: the same article). */
export const causeHelpPath = (cause: string) =>
  href('help_center', { id: causeArticles[cause as FailureCause] ?? 3 });
