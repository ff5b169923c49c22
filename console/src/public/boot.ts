// The public pages' entry (issue 14). A pre-rendered page paints from its HTML and stylesheet
// alone; the app that hydrates it (main.tsx) and the page's route module start loading once it
// has painted, so they take no bandwidth from that first paint. build.mjs lists their files in
// this script's data-load attribute.
const script = document.querySelector<HTMLScriptElement>('script[data-load]');
requestAnimationFrame(() =>
  setTimeout(() => {
    for (const file of script?.dataset.load?.split(' ') ?? []) void import(/* @vite-ignore */ file);
  }),
);
