// The public pages' entry. A pre-rendered page paints from its HTML and stylesheet
// alone; the app that hydrates it (main.tsx) and the page's route module start loading once that
// paint is on screen, so they take no bandwidth or processor time from it. build.mjs lists their
// files in this script's data-load attribute.
import { holdsSession } from '../lib/storage-keys.ts';

const script = document.querySelector<HTMLScriptElement>('script[data-load]');
let started = false;
function loadApp() {
  if (started) return;
  started = true;
  for (const file of script?.dataset.load?.split(' ') ?? []) void import(/* @vite-ignore */ file);
}

if (holdsSession(localStorage)) {
  // The HTML shows the page as a signed-out visitor sees it; the app draws a signed-in user's
  // anew (with the console's header), which is what to get on screen soonest.
  loadApp();
} else {
  // The browser reports the first contentful paint once it has been presented, which can be some
  // time after the frame that drew it (a timer after an animation frame could fire in between).
  new PerformanceObserver((entries) => {
    if (entries.getEntriesByName('first-contentful-paint').length > 0) loadApp();
  }).observe({ type: 'paint', buffered: true });
  // A page hidden before it painted (opened in the background) gets no such report.
  requestAnimationFrame(() => setTimeout(loadApp, 500));
}
