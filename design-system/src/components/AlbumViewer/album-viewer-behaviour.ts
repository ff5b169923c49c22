import type { Orientation, PageFlip, SizeType } from 'page-flip';

/** The data attributes the viewer's markup carries, so a page without React can wire it too. */
export const albumViewerParts = {
  root: 'data-album-viewer',
  book: 'data-album-book',
  controls: 'data-album-controls',
  previous: 'data-album-previous',
  next: 'data-album-next',
  counter: 'data-album-counter',
  page: 'data-album-page',
  /** Set on the root once the book is turning pages: the list is then for screen readers only. */
  turning: 'data-turning',
} as const;

/** The counter's words: the open page, or the two facing pages, of how many (第 n / N 页). */
export const albumPageCounter = (page: number, total: number, facing?: number) =>
  facing ? `第 ${page}–${facing} / ${total} 页` : `第 ${page} / ${total} 页`;

/** Below this book width a page is shown alone (portrait); above, two pages face each other. */
export const albumSinglePageMaxWidth = 600;
/** The largest a page is drawn, in CSS pixels. */
export const albumPageMaxWidth = 480;

export type AlbumViewerBehaviour = {
  /**
   * Where ←/→ turn pages: `viewer` while focus is inside the viewer (a component among others),
   * `document` anywhere on the page except in a field (a page that is the album).
   */
  keys: 'viewer' | 'document';
  /** Loads the page-turning library; the default imports page-flip's ESM build on demand. */
  loadPageFlip?: () => Promise<typeof PageFlip>;
};

async function importPageFlip() {
  // @ts-expect-error page-flip's ESM build has no types of its own: they are @types/page-flip's.
  const loaded = await import('page-flip/dist/js/page-flip.module.js');
  return (loaded as { PageFlip: typeof PageFlip }).PageFlip;
}

const isField = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || /^(input|textarea|select)$/i.test(target.tagName));

/**
 * Turns a rendered album viewer into a book: page-flip (loaded on demand) draws the pages from the
 * list's figures, swipe and drag turn them, ←/→ and 上一页/下一页 too, and the counter (a polite
 * live region) says which page is open. Until then, and without scripts, the list of pages is the
 * album. One implementation for the React component (through an effect) and the server-rendered
 * album pages (through their island). Returns the unwiring.
 */
export function wireAlbumViewer(
  root: HTMLElement,
  { keys, loadPageFlip = importPageFlip }: AlbumViewerBehaviour,
): () => void {
  const part = <E extends HTMLElement>(name: keyof typeof albumViewerParts) =>
    root.querySelector<E>(`[${albumViewerParts[name]}]`);
  const book = part('book');
  const previous = part<HTMLButtonElement>('previous');
  const next = part<HTMLButtonElement>('next');
  const counter = part('counter');
  const figures = [...root.querySelectorAll<HTMLElement>(`[${albumViewerParts.page}]`)];
  if (!book || !previous || !next || !counter || figures.length === 0) return () => {};

  let flipBook: PageFlip | null = null;
  let unwired = false;
  const reducedMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;

  const show = (index: number) => {
    const total = figures.length;
    // Facing pages after the cover, which opens alone (page-flip's showCover).
    const facing =
      flipBook?.getOrientation() === ('landscape' as Orientation) && index > 0 && index + 1 < total;
    counter.textContent = albumPageCounter(index + 1, total, facing ? index + 2 : undefined);
    previous.setAttribute('aria-disabled', String(index <= 0));
    next.setAttribute('aria-disabled', String(index >= total - 1));
  };
  const turn = (direction: 'previous' | 'next') => {
    if (!flipBook) return;
    if (direction === 'next') {
      if (reducedMotion) flipBook.turnToNextPage();
      else flipBook.flipNext();
    } else if (reducedMotion) flipBook.turnToPrevPage();
    else flipBook.flipPrev();
    // Without animation page-flip says nothing: the counter follows here.
    if (reducedMotion) show(flipBook.getCurrentPageIndex());
  };

  const onPrevious = () => turn('previous');
  const onNext = () => turn('next');
  const onKey = (event: KeyboardEvent) => {
    if (isField(event.target) || event.altKey || event.ctrlKey || event.metaKey) return;
    if (event.key === 'ArrowLeft') turn('previous');
    else if (event.key === 'ArrowRight') turn('next');
    else return;
    event.preventDefault();
  };
  const keyTarget: HTMLElement | Document = keys === 'document' ? document : root;

  void loadPageFlip().then((PageFlipClass) => {
    if (unwired) return;
    const first = figures[0]!.querySelector('img');
    const ratio = first ? first.width / first.height || 3 / 4 : 3 / 4;
    const pageWidth = albumPageMaxWidth;
    const pageHeight = Math.round(pageWidth / ratio);
    // The book's pages: copies of the figures (the list stays for screen readers).
    const pages = figures.map((figure) => {
      const page = document.createElement('div');
      const copy = figure.cloneNode(true) as HTMLElement;
      copy.removeAttribute(albumViewerParts.page);
      page.append(copy);
      return page;
    });
    // page-flip removes its element when destroyed: give it one of its own inside the book.
    const surface = document.createElement('div');
    book.append(surface);
    flipBook = new PageFlipClass(surface, {
      size: 'stretch' as SizeType,
      width: pageWidth,
      height: pageHeight,
      minWidth: albumSinglePageMaxWidth / 2,
      maxWidth: albumPageMaxWidth,
      minHeight: Math.round(albumSinglePageMaxWidth / 2 / ratio),
      maxHeight: pageHeight,
      showCover: true,
      usePortrait: true,
      mobileScrollSupport: true,
      flippingTime: 600,
      maxShadowOpacity: 0.4,
    });
    // Its minimum sizes would overflow the narrowest phones (320 px): the book follows its column.
    surface.style.minWidth = '0';
    surface.style.minHeight = '0';
    flipBook.on('flip', (event) => show(Number(event.data)));
    // page-flip sizes the book only once it has drawn it (its `init`): until then the cover keeps
    // the book's box, so nothing below the book moves while it is drawn.
    flipBook.on('init', () => {
      if (unwired) return;
      root.setAttribute(albumViewerParts.turning, '');
      show(flipBook!.getCurrentPageIndex());
    });
    flipBook.loadFromHTML(pages);
  });

  previous.addEventListener('click', onPrevious);
  next.addEventListener('click', onNext);
  keyTarget.addEventListener('keydown', onKey as EventListener);
  return () => {
    unwired = true;
    previous.removeEventListener('click', onPrevious);
    next.removeEventListener('click', onNext);
    keyTarget.removeEventListener('keydown', onKey as EventListener);
    flipBook?.destroy();
    root.removeAttribute(albumViewerParts.turning);
  };
}
