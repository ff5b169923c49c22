import useSWR, { useSWRConfig, type SWRConfiguration } from 'swr';
import useSWRMutation from 'swr/mutation';
import type { EndpointName, RequestOf, ResponseOf } from '@p5g/api/contract';
import { api } from './api.ts';
import type { ApiCallError } from './api-client.ts';

/**
 * SWR key of one call: the endpoint's name and its payload, and, where a page asks again whenever
 * something else moves, that something (`revision`).
 */
export const endpointKey = <N extends EndpointName>(
  name: N,
  input?: RequestOf<N>,
  revision?: string,
) => (revision === undefined ? ([name, input] as const) : ([name, input, revision] as const));

export type EndpointKey<N extends EndpointName> = ReturnType<typeof endpointKey<N>>;

/** The fetcher behind every endpoint key. */
export const fetchEndpoint = <N extends EndpointName>([name, input]: EndpointKey<N>) =>
  api.call(name, input);

export type QueryOptions<N extends EndpointName> = SWRConfiguration<ResponseOf<N>, ApiCallError> & {
  /** Asks again whenever this changes (the figures of a task its recipients depend on). */
  revision?: string;
};

/**
 * The answer of one endpoint of the contract for `input`; `null` waits (nothing is asked). A
 * failure goes to the app's handler (spec §8, SWR's onError in the app frame) unless `onError`
 * says otherwise.
 */
export function useEndpoint<N extends EndpointName>(
  name: N,
  input?: RequestOf<N> | null,
  { revision, refreshInterval, ...options }: QueryOptions<N> = {},
) {
  return useSWR<ResponseOf<N>, ApiCallError, EndpointKey<N> | null>(
    input === null ? null : endpointKey(name, input, revision),
    fetchEndpoint,
    {
      ...options,
      // SWR reads a refreshInterval function again only when it is a new one: a new one each
      // render re-reads it once an answer has arrived (the first read sees no data).
      ...(refreshInterval !== undefined && {
        refreshInterval:
          typeof refreshInterval === 'function'
            ? (latest?: ResponseOf<N>) => refreshInterval(latest)
            : refreshInterval,
      }),
    },
  );
}

/**
 * Asks the server again for every cached answer of these endpoints, whatever their payload (after
 * a change they show). `forget` drops those answers first, so a page opened next does not get a
 * cached answer from before the change (SWR's 2 s deduping) while it waits.
 */
export function useEndpointCache() {
  const { mutate } = useSWRConfig();
  const of = (names: readonly EndpointName[]) => (key: unknown) =>
    Array.isArray(key) && names.includes(key[0] as EndpointName);
  return {
    refresh: (...names: EndpointName[]) => mutate(of(names)),
    forget: (...names: EndpointName[]) => mutate(of(names), undefined),
  };
}

export type ActionOptions<N extends EndpointName> = {
  /**
   * What follows a success (a message, a refresh, closing a dialog). The action stays pending
   * until it ends, and a failure in it is handled like the call's own.
   */
  onSuccess?: (data: ResponseOf<N>, input: RequestOf<N>) => unknown;
  /**
   * Instead of the app's handler: for a refusal the page says itself (a wrong password beside its
   * field). `handleFailure` is the app's handler, for the rest. What it throws rejects `run`'s
   * promise (a confirmation that stays open when the action failed).
   */
  onFailure?: (error: unknown, handleFailure: (error: unknown) => void) => void;
};

type ActionCall<N extends EndpointName> = Pick<ActionOptions<N>, 'onSuccess'> & {
  input: RequestOf<N>;
};

/**
 * An action on one endpoint (a save, a submission, a decision): `run(input)` calls it, then
 * `onSuccess`; a failure goes to the app's handler (spec §8) unless `onFailure` takes it, and
 * `run` then resolves to undefined. `run(input, options)` overrides the hook's options for that
 * call. `isPending` lasts from the call to the end of `onSuccess`.
 */
export function useAction<N extends EndpointName>(name: N, options: ActionOptions<N> = {}) {
  const config = useSWRConfig();
  // Keyed by the name alone: a string, which no query's key (an array) is.
  const { trigger, isMutating } = useSWRMutation<ResponseOf<N>, unknown, string, ActionCall<N>>(
    name,
    async (_name, { arg: { input, onSuccess } }) => {
      const data = await api.call(name, input);
      await onSuccess?.(data, input);
      return data;
    },
    { throwOnError: false },
  );
  const run = (input: RequestOf<N>, call: ActionOptions<N> = {}) => {
    const onFailure = call.onFailure ?? options.onFailure;
    return trigger(
      { input, onSuccess: call.onSuccess ?? options.onSuccess },
      onFailure && {
        onError: (error: unknown) =>
          onFailure(error, (failure) => config.onError(failure, name, config)),
      },
    );
  };
  return { run, isPending: isMutating };
}
