import { useSWRConfig } from 'swr';

/**
 * The app's one failure handler (spec §8, set as SWR's onError in the app frame), for calls made
 * outside SWR queries: form submissions, confirmations.
 */
export function useFailureHandler(): (error: unknown) => void {
  const config = useSWRConfig();
  return (error) => config.onError(error, '', config);
}
