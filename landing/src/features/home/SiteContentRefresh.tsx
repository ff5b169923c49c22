import { startTransition, useEffect } from 'react';
import useSWR from 'swr';
import type { SiteHome } from '@p5g/api/contract';
import { fetchPublic } from '../../lib/public-fetch.ts';
import { siteHomeUrl } from '../../lib/site-home-url.ts';

/**
 * Asks the service for the current home content (again when the page regains focus or the network
 * comes back) and hands it to the page when it differs from what the page shows. The page owns the
 * content, since it renders it from the first paint; this part comes later, with SWR. A failure
 * leaves the content as it is: list failures are silent (spec §8).
 */
export function SiteContentRefresh({
  shown,
  onContent,
}: {
  shown: SiteHome;
  onContent: (content: SiteHome) => void;
}) {
  // Starting from what is shown, SWR keeps an equal answer from re-rendering anything.
  const { data = shown } = useSWR(siteHomeUrl, fetchPublic<SiteHome>, { fallbackData: shown });
  useEffect(() => {
    // A transition: re-rendering the page never blocks the main thread for long.
    if (data !== shown) startTransition(() => onContent(data));
  }, [data, shown, onContent]);
  return null;
}
