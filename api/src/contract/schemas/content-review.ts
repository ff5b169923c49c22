import { z } from 'zod';
import { contentReviewStatus, type ContentReviewStatus } from '../content-review.ts';

const statusCodes = Object.values(contentReviewStatus) as [
  ContentReviewStatus,
  ...ContentReviewStatus[],
];

/** A content review status as the API sends and filters it. */
export const contentReviewStatusField = z.union(
  statusCodes.map((s) => z.literal(s)) as [
    z.ZodLiteral<ContentReviewStatus>,
    z.ZodLiteral<ContentReviewStatus>,
    ...z.ZodLiteral<ContentReviewStatus>[],
  ],
);
