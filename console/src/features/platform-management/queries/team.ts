import useSWR from 'swr';
import type { RequestOf } from '@p5g/api/contract';
import { api } from '../../../lib/api.ts';

/** SWR key of a page of the company's sub-accounts (account/subAccounts) for one query. */
export const subAccountsKey = (input: RequestOf<'subAccounts'>) =>
  ['account/subAccounts', input] as const;

export const fetchSubAccounts = ([, input]: ReturnType<typeof subAccountsKey>) =>
  api.call('subAccounts', input);

/** A page of sub-accounts. Failures go to the app's error handler. */
export const useSubAccounts = (input: RequestOf<'subAccounts'>) =>
  useSWR(subAccountsKey(input), fetchSubAccounts, { keepPreviousData: true });

/** SWR key of the company's roles with their menus and holder counts (account/roles). */
export const rolesKey = () => ['account/roles'] as const;

export const fetchRoles = () => api.call('roles');

/** The company's roles. Failures go to the app's error handler. */
export const useRoles = () => useSWR(rolesKey(), fetchRoles);

/** SWR key of a page of the platform-management audit log (account/auditLog). */
export const auditLogKey = (input: RequestOf<'auditLog'>) => ['account/auditLog', input] as const;

export const fetchAuditLog = ([, input]: ReturnType<typeof auditLogKey>) =>
  api.call('auditLog', input);

/** A page of the audit log, newest first. Failures go to the app's error handler. */
export const useAuditLog = (input: RequestOf<'auditLog'>) =>
  useSWR(auditLogKey(input), fetchAuditLog, { keepPreviousData: true });
