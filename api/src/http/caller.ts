import type { FastifyRequest } from 'fastify';
import { codes, messages } from '../contract/codes.ts';
import { ApiError } from '../errors.ts';

/** The caller's company; accounts without one (operators) may not use customer endpoints. */
export function companyOf(request: FastifyRequest): bigint {
  const companyId = request.session?.user.companyId;
  if (!companyId) throw new ApiError(codes.noPermission, messages.noPermission);
  return companyId;
}

/** The caller's company, for actions only its manager (main account) may take (spec §6). */
export function managedCompanyOf(request: FastifyRequest): bigint {
  const companyId = companyOf(request);
  if (!request.session!.user.isChatBotManager) {
    throw new ApiError(codes.noPermission, '仅主账号可进行此操作');
  }
  return companyId;
}
