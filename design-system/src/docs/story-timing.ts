/**
 * When an element starts or stops being found, observed rather than polled. Stories that check a
 * delay (a tooltip's 100 ms, a card's reset) take the time before the pointer moves and compare:
 * on a loaded machine the pointer events alone can outlast the delay, so "not there yet, right
 * after hovering" would fail for the wrong reason.
 */
export function timeWhen(find: () => Element | null, present: boolean): Promise<number> {
  return new Promise((resolve) => {
    const observer = new MutationObserver(() => {
      if ((find() !== null) !== present) return;
      observer.disconnect();
      resolve(performance.now());
    });
    observer.observe(document.body, { childList: true, subtree: true, attributes: true });
  });
}
