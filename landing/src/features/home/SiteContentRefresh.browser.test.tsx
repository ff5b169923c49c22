import { useEffect } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import useSWR, { SWRConfig } from 'swr';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SiteHome } from '@p5g/api/contract';
import { siteHomeUrl } from '../../lib/site-home-url.ts';
import { SiteContentRefresh } from './SiteContentRefresh.tsx';

const shown: SiteHome = {
  banners: [],
  services: [],
  scenarios: [],
  tiers: [],
  providers: [
    { id: 1, name: '东莞市授权服务商有限公司', region: '广东省东莞市', phone: '0769-1234567' },
  ],
};

let root: Root | undefined;

/** The service answers `site/home` with `content`. */
function serve(content: SiteHome) {
  vi.stubGlobal(
    'fetch',
    async () => new Response(JSON.stringify({ code: 0, msg: '成功', data: content })),
  );
}

/**
 * Calls `onAnswered` once the service's answer is in SWR's cache. It sits after the refresh in the
 * tree, so it re-renders in the same commit, and its effect runs after the refresh's: by then the
 * refresh has handed the page the answer, or never will.
 */
function AnswerHandled({ onAnswered }: { onAnswered: () => void }) {
  const { data, isValidating } = useSWR<SiteHome>(siteHomeUrl);
  useEffect(() => {
    if (data !== undefined && !isValidating) onAnswered();
  }, [data, isValidating, onAnswered]);
  return null;
}

function render(onContent: (content: SiteHome) => void, onAnswered = () => {}) {
  const container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  // A cache of its own per test, as on a fresh page.
  root.render(
    <SWRConfig value={{ provider: () => new Map() }}>
      <SiteContentRefresh shown={shown} onContent={onContent} />
      <AnswerHandled onAnswered={onAnswered} />
    </SWRConfig>,
  );
}

afterEach(() => {
  root?.unmount();
  vi.unstubAllGlobals();
  document.body.replaceChildren();
});

describe('the home content refresh', () => {
  it('hands the page the content the service has now', async () => {
    const changed = { ...shown, providers: [] };
    serve(changed);
    const onContent = vi.fn();
    // How often the page had been handed content when the answer was in: already once.
    const onAnswered = vi.fn(() => onContent.mock.calls.length);
    render(onContent, onAnswered);
    await vi.waitFor(() => expect(onAnswered).toHaveBeenCalled());
    expect(onAnswered).toHaveNthReturnedWith(1, 1);
    expect(onContent).toHaveBeenCalledTimes(1);
    expect(onContent).toHaveBeenCalledWith(changed);
  });

  it('leaves the page alone when the answer equals what it shows', async () => {
    serve(structuredClone(shown));
    const onContent = vi.fn();
    const onAnswered = vi.fn();
    render(onContent, onAnswered);
    await vi.waitFor(() => expect(onAnswered).toHaveBeenCalled());
    expect(onContent).not.toHaveBeenCalled();
  });
});
