import { createRoot, type Root } from 'react-dom/client';
import { SWRConfig } from 'swr';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SiteHome } from '@p5g/api/contract';
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
let requests = 0;

/** The service answers `site/home` with `content`. */
function serve(content: SiteHome) {
  requests = 0;
  vi.stubGlobal('fetch', async () => {
    requests += 1;
    return new Response(JSON.stringify({ code: 0, msg: '成功', data: content }));
  });
}

function render(onContent: (content: SiteHome) => void) {
  const container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  // A cache of its own per test, as on a fresh page.
  root.render(
    <SWRConfig value={{ provider: () => new Map() }}>
      <SiteContentRefresh shown={shown} onContent={onContent} />
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
    render(onContent);
    await vi.waitFor(() => expect(onContent).toHaveBeenCalledWith(changed));
    expect(onContent).toHaveBeenCalledTimes(1);
  });

  it('leaves the page alone when the answer equals what it shows', async () => {
    serve(structuredClone(shown));
    const onContent = vi.fn();
    render(onContent);
    await vi.waitFor(() => expect(requests).toBe(1));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(onContent).not.toHaveBeenCalled();
  });
});
