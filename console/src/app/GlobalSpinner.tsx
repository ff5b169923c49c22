import { useEffect, useState } from 'react';
import { PageLoading } from '@p5g/design-system';
import { onBusy } from '../lib/api.ts';

/**
 * The global spinner of spec §9: shown while a non-silent call is in flight, hidden 200 ms after the
 * last answer (PageLoading's delay). Its state lives here, not in the frame, so a call starting or
 * ending re-renders only the spinner, not every page and data hook under the frame.
 */
export function GlobalSpinner() {
  const [busy, setBusy] = useState(false);
  useEffect(() => onBusy(setBusy), []);
  return <PageLoading isLoading={busy} />;
}
