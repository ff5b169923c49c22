import type { FastifyRequest } from 'fastify';
import { codes, messages } from '../contract/codes.ts';
import { ApiError } from '../errors.ts';

/** The caller's company; accounts without one (operators) may not use customer endpoints. */
export function companyOf(request: FastifyRequest): bigint {
  const companyId = request.session?.user.companyId;
  if (!companyId) throw new ApiError(codes.noPermission, messages.noPermission);
  return companyId;
}

/** The signed-in user acting for their company, as audited changes record them. */
export const actorOf = (request: FastifyRequest) => ({
  userId: request.session!.user.id,
  companyId: companyOf(request),
});
