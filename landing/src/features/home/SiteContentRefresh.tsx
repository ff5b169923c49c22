import { startTransition, useEffect } from 'react';
import useSWR from 'swr';
import type { SiteHome } from '@p5g/api/contract';
import { fetchPublic } from '../../lib/public-fetch.ts';
import { siteHomeUrl } from '../../lib/site-home-url.ts';

/**
 * Asks the service for the current home content (again when the page regains focus or the network
 * comes back) and hands it to the page whenever it differs from the last answer. The page owns the
 * content, since it renders it from the first paint; this part comes later, with SWR. A failure
 * leaves the content as it is: list failures are silent (spec §8).
 */
export function SiteContentRefresh({ onContent }: { onContent: (content: SiteHome) => void }) {
  const { data } = useSWR(siteHomeUrl, fetchPublic<SiteHome>);
  useEffect(() => {
    // A transition: re-rendering the page never blocks the main thread for long.
    if (data) startTransition(() => onContent(data));
  }, [data, onContent]);
  return null;
}
