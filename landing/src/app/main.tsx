import '@p5g/tokens/theme.css';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import type { SiteHome } from '@p5g/api/contract';
import { startDeferred } from '../lib/deferred.ts';
import { HomePage } from './HomePage.tsx';
import { siteContentElementId } from './site-content-element.ts';

const root = document.getElementById('root')!;
const embedded = document.getElementById(siteContentElementId)?.textContent;
const noContent: SiteHome = { banners: [], services: [], scenarios: [], tiers: [], providers: [] };
const page = (
  <StrictMode>
    <HomePage initialContent={embedded ? (JSON.parse(embedded) as SiteHome) : noContent} />
  </StrictMode>
);

// The build pre-renders the page; the dev server does not.
if (root.hasChildNodes()) hydrateRoot(root, page);
else createRoot(root).render(page);

// The rest of the code (forms, tabs, content refresh) loads when the page has loaded and the
// browser is idle, or as soon as the user starts interacting, whichever comes first.
const interactions = ['pointerdown', 'keydown', 'focusin', 'touchstart'] as const;
const start = () => {
  for (const type of interactions) window.removeEventListener(type, start, true);
  startDeferred();
};
for (const type of interactions)
  window.addEventListener(type, start, { capture: true, once: true });
const whenIdle = () =>
  'requestIdleCallback' in window
    ? requestIdleCallback(start, { timeout: 2000 })
    : setTimeout(start, 1);
if (document.readyState === 'complete') whenIdle();
else window.addEventListener('load', whenIdle, { once: true });
