import type { FieldErrors } from 'react-hook-form';
import type { OpeningApplicationRequest } from '@p5g/api/contract';

/**
 * The order in which the mobile form reports problems (spec §5): name, province and city,
 * description, company, e-mail. Within a field the schema decides (an empty e-mail before its
 * pattern), and the resolver keeps each field's first problem.
 */
const mobileOrder = ['name', 'province', 'city', 'content', 'company', 'email'] as const;

/** The problem the mobile form's toast shows: the first in the spec's order. */
export const firstMobileProblem = (problems: FieldErrors<OpeningApplicationRequest>) =>
  mobileOrder.map((field) => problems[field]?.message).find(Boolean);
