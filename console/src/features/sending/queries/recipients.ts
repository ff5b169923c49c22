import useSWR from 'swr';
import type { RecipientsRequest } from '@p5g/api/contract';
import { api } from '../../../lib/api.ts';

/** The address book's groups (contact/groups); a failure leaves the send form with typed numbers. */
export const useContactGroups = () =>
  useSWR(['contact/groups'] as const, () => api.call('contactGroups'), {
    shouldRetryOnError: false,
  });

/** Numbers per carrier of what the form holds (task/getCarrierInfo, a silent call); null waits. */
export const useCarrierInfo = (input: RecipientsRequest | null) =>
  useSWR(input && (['task/getCarrierInfo', input] as const), ([, body]) =>
    api.call('taskCarrierInfo', body),
  );
