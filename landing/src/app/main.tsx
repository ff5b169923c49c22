import '@p5g/tokens/theme.css';
import { StrictMode, startTransition } from 'react';
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

// The build pre-renders the page; the dev server does not. As a transition, hydration yields to
// the browser every few milliseconds instead of holding the main thread in one long task.
if (root.hasChildNodes()) startTransition(() => void hydrateRoot(root, page));
else createRoot(root).render(page);

// The rest of the code (forms, tabs) loads when a section holding it comes within 400 px of the
// viewport, or as soon as the user starts interacting, so none of it competes with the first load.
const interactions = ['pointerdown', 'keydown', 'focusin', 'touchstart'] as const;
const nearView = new IntersectionObserver(
  (entries) => {
    if (entries.some((entry) => entry.isIntersecting)) start();
  },
  // In px: before the first layout a phone may report a viewport taller than it will be.
  { rootMargin: '400px 0px' },
);
function start() {
  for (const type of interactions) window.removeEventListener(type, start, true);
  nearView.disconnect();
  startDeferred();
}
for (const type of interactions)
  window.addEventListener(type, start, { capture: true, once: true });
for (const section of document.querySelectorAll('[data-deferred]')) nearView.observe(section);
