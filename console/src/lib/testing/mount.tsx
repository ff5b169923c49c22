import type { ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { MemoryRouter } from 'react-router-dom';
import { SWRConfig, type SWRConfiguration } from 'swr';
import { DesignSystemProvider } from '@p5g/design-system';

let roots: Root[] = [];

/**
 * Renders a piece of the console in a component test inside what the app puts around it: the
 * design system's provider, a cache of its own that never joins requests (each render asks the
 * service again), and a router at `path`.
 */
export function mount(ui: ReactNode, options: { path?: string; swr?: SWRConfiguration } = {}) {
  const host = document.createElement('div');
  document.body.append(host);
  const root = createRoot(host);
  roots.push(root);
  root.render(
    <DesignSystemProvider>
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0, ...options.swr }}>
        <MemoryRouter initialEntries={[options.path ?? '/']}>{ui}</MemoryRouter>
      </SWRConfig>
    </DesignSystemProvider>,
  );
}

/** Unmounts what `mount` rendered and empties the page (dialogs and toasts included). */
export function unmountAll() {
  for (const root of roots) root.unmount();
  roots = [];
  document.body.replaceChildren();
}
