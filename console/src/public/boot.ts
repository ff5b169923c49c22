// The public pages' entry (issue 14). A pre-rendered page paints from its HTML and stylesheet
// alone; the app that hydrates it (main.tsx) and the page's route module start loading once that
// paint is on screen, so they take no bandwidth or processor time from it. build.mjs lists their
// files in this script's data-load attribute.
const script = document.querySelector<HTMLScriptElement>('script[data-load]');
let started = false;
function loadApp() {
  if (started) return;
  started = true;
  for (const file of script?.dataset.load?.split(' ') ?? []) void import(/* @vite-ignore */ file);
}
// The browser reports the first contentful paint once it has been presented, which can be some
// time after the frame that drew it (an animation frame's timer would fire in between).
new PerformanceObserver((entries) => {
  if (entries.getEntriesByName('first-contentful-paint').length > 0) loadApp();
}).observe({ type: 'paint', buffered: true });
// A page that was hidden before it painted (opened in the background) gets no such report.
requestAnimationFrame(() => setTimeout(loadApp, 500));
