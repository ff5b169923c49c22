import type { FailureCause } from '@p5g/api/contract';

/**
 * The help-centre article that says what to do about each send-failure cause (spec §8). Article 3
 * (发送失败原因, api/src/seed/help.ts) explains the four causes of spec §8; the gateway's own causes
 * are sent there too until it explains them.
 */
const causeArticles: Record<FailureCause, number> = {
  terminal: 3,
  vacant: 3,
  blacklist: 3,
  arrears: 3,
  carrierFault: 3,
  rejectedContent: 3,
};

/** The help-centre link for a cause key (unknown keys: the same article). */
export const causeHelpPath = (cause: string) =>
  `/help_center?id=${causeArticles[cause as FailureCause] ?? 3}`;
