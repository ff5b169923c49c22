import { expect, test, type Page } from '@playwright/test';
import { fresh, pngFile } from './support/data.ts';
import { expectNoSidewaysScroll } from './support/phone.ts';
import { companyWithBalances, uploadMaterial, videoFile } from './support/showcases.ts';
import { apiOf, expectNoAxeViolations, signInToConsole } from './support/session.ts';
import { nextFrame, settled } from './support/waits.ts';

// The console's showcase pages with the keyboard alone, on the narrowest phone, a common phone
// and a laptop: Tab reaches every control in turn, each shows where the focus is and lies within
// the screen's width, the page never scrolls sideways, and axe finds nothing.

const widths = [320, 375, 1366] as const;

type Stop = { what: string; ring: boolean; left: number; right: number };

/**
 * Presses Tab from the top of the page until the focus has gone round once, describing each
 * element it stops on: whether it shows a focus ring (its own outline or shadow, or that of the
 * field around it) and where it lies across. A frame (the company home's preview) is a page of
 * its own: its controls are passed through.
 */
async function tabThrough(page: Page) {
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  const stops: Stop[] = [];
  const seen = new Set<string>();
  for (let presses = 0; presses < 300; presses += 1) {
    await page.keyboard.press('Tab');
    // The focused control's state (React Aria's data attributes) drawn.
    await nextFrame(page);
    const stop = await page.evaluate(() => {
      const element = document.activeElement;
      if (!element || element === document.body) return null;
      const path = (node: Element) => {
        const at: string[] = [];
        for (let e: Element | null = node; e; e = e.parentElement) {
          at.push(`${e.tagName}${[...(e.parentElement?.children ?? [])].indexOf(e)}`);
        }
        return at.join('<');
      };
      if (element.tagName === 'IFRAME') return { frame: true as const, key: path(element) };
      const ringOf = (e: Element) => {
        const style = getComputedStyle(e);
        return (
          (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) ||
          style.boxShadow !== 'none'
        );
      };
      // A field's ring may be on the box around its input (a group with a counter or an affix).
      let ring = ringOf(element);
      for (let e = element.parentElement, depth = 0; !ring && e && depth < 3; depth += 1) {
        if (e.matches('[data-focused], [data-focus-within], [data-focus-visible]'))
          ring = ringOf(e);
        e = e.parentElement;
      }
      const box = element.getBoundingClientRect();
      const labelled = (element as HTMLInputElement).labels?.[0]?.textContent;
      const name =
        element.getAttribute('aria-label') ||
        labelled ||
        (element.textContent ?? '').trim().slice(0, 20);
      return {
        frame: false as const,
        key: path(element),
        what: `${element.tagName.toLowerCase()} ${element.getAttribute('role') ?? ''} ${name}`,
        ring,
        left: box.left,
        right: box.right,
      };
    });
    if (stop === null) {
      if (stops.length > 0) break;
      continue;
    }
    if (seen.has(stop.key)) {
      if (stop.frame) continue;
      break;
    }
    seen.add(stop.key);
    if (!stop.frame) stops.push(stop);
  }
  return stops;
}

/** The page at each width: reached by Tab throughout, focus shown and on screen, axe clean. */
async function checkByKeyboard(page: Page, path: string, heading: string) {
  for (const width of widths) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await settled(page);
    const label = `${heading} at ${width} px`;
    const stops = await tabThrough(page);
    expect(stops.length, `${label}: Tab reaches the page's controls`).toBeGreaterThan(5);
    expect(
      stops.filter((s) => !s.ring).map((s) => s.what),
      `${label}: focus shown`,
    ).toEqual([]);
    expect(
      stops.filter((s) => s.left < 0 || s.right > width + 1).map((s) => s.what),
      `${label}: focus within the screen's width`,
    ).toEqual([]);
    await expectNoSidewaysScroll(page, label);
    await expectNoAxeViolations(page, label);
  }
}

test('the showcase pages by keyboard alone at 320, 375 and 1366 px', async ({ page, request }) => {
  test.setTimeout(600_000);
  const company = await companyWithBalances(request, { 3: 1, 4: 1, 5: 1 });
  await signInToConsole(page, company);
  const [first, second, video] = [
    await uploadMaterial(request, page, pngFile('展厅.png')),
    await uploadMaterial(request, page, pngFile('产品.png')),
    await uploadMaterial(request, page, videoFile('宣传片.mp4')),
  ];
  const customer = await apiOf(request, page);
  const album = await customer.call<{ id: string }>('book/save', {
    title: fresh('画册'),
    pages: [{ materialId: first.id, caption: '展厅' }, { materialId: second.id }],
  });
  await customer.call('book/publish', { id: album.id });
  const media = await customer.call<{ id: string }>('media/save', {
    materialId: video.id,
    coverMaterialId: first.id,
    title: fresh('宣传片'),
  });
  await customer.call('media/publish', { id: media.id });
  await customer.call('travel/card/save', {
    name: company.companyName,
    logoMaterialId: second.id,
    contacts: [{ name: '王经理', title: '经理', mobile: '13912345678' }],
    address: {
      provinceCode: '11',
      cityCode: '1101',
      districtCode: '110101',
      streetCode: '110101001',
      detail: '东华门大街1号',
    },
    introduction: '政企客户的5G消息服务商。',
    links: [
      { kind: 'album', id: album.id },
      { kind: 'media', id: media.id },
    ],
  });
  await customer.call('travel/card/publish');

  await checkByKeyboard(page, '/v2/travel/travel_card/album-painting', '电子画册');
  await checkByKeyboard(
    page,
    `/v2/travel/travel_card/album-painting/editor?id=${album.id}`,
    '编辑电子画册',
  );
  await checkByKeyboard(page, '/v2/travel/travel_card', '商务名片');
  await checkByKeyboard(page, '/v2/media/media_cms', '+媒体');
});
