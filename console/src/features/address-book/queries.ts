import useSWR, { useSWRConfig } from 'swr';
import type { RequestOf } from '@p5g/api/contract';
import { api } from '../../lib/api.ts';

/** SWR key of the company's address-book groups with their counts (contact/groups). */
export const contactGroupsKey = () => ['contact/groups'] as const;

const fetchContactGroups = () => api.call('contactGroups');

/** The company's address-book groups, oldest first. Failures go to the app's error handler. */
export const useContactGroups = () => useSWR(contactGroupsKey(), fetchContactGroups);

/** SWR key of a page of contacts (contact/list) for one query. */
export const contactListKey = (input: RequestOf<'contactList'>) => ['contact/list', input] as const;

const fetchContactList = ([, input]: ReturnType<typeof contactListKey>) =>
  api.call('contactList', input);

/** A page of contacts: by group, by part of a name or a mobile. */
export const useContactList = (input: RequestOf<'contactList'>) =>
  useSWR(contactListKey(input), fetchContactList, { keepPreviousData: true });

/** After a change: every cached group list and page of contacts is asked again. */
export function useAddressBookRefresh() {
  const { mutate } = useSWRConfig();
  return () =>
    mutate(
      (key) => Array.isArray(key) && (key[0] === 'contact/groups' || key[0] === 'contact/list'),
    );
}
