import { expect, test, type Page } from '@playwright/test';
import { touchTargetSize } from '../../tokens/src/breakpoints.ts';
import { demo, loginFormHydrated, signInToConsole } from './support/session.ts';
import { settled } from './support/waits.ts';

// On a phone every control a finger taps is a target of at least 44×44 CSS px (WCAG 2.5.5) that
// no other control's target overlaps, measured on the pages a customer uses most: sign-in, the
// account centre, the shop, the send form and the send records.
test.use({ viewport: { width: 375, height: 667 } });

/**
 * What falls short of a 44 px target on the page, each line naming the control: controls smaller
 * than `size` px either way, and controls whose targets overlap. What counts:
 * - a control is an `a[href]`, `button`, `input`, `select`, `textarea` or an element with the
 *   role button, tab, checkbox, radio, switch, link or option, drawn (not `display: none`,
 *   `visibility: hidden`, transparent or of no size) and not inside an `inert` part of the page;
 * - its target is its border box, grown by an absolutely positioned `::before` or `::after` of
 *   its own (a hit area larger than what is drawn); a visually hidden control (inside a box of
 *   1 px that clips it: a checkbox's or radio's input, a select's hidden `<select>`) is tapped
 *   through its `<label>`, whose box is the target, or, without a drawn one, through another
 *   control, which is measured instead;
 * - exempt from the size is a link inside a sentence (WCAG 2.5.8's inline exception): laid out
 *   inline, in a block that has letters or figures of its own outside any control;
 * - exempt from the overlap are a control that holds the other, a control in a layer fixed over
 *   the page (the floating 客服 button, which the phone layout journey keeps clear of content) and
 *   a control in a row that scrolls sideways with one laid over the row's end (a tab row's scroll
 *   buttons): the row scrolls its control out from under it.
 */
async function shortfalls(page: Page, size: number) {
  return page.evaluate((size) => {
    const controls = [
      'a[href]',
      'button',
      'input:not([type="hidden"])',
      'select',
      'textarea',
      ...['button', 'tab', 'checkbox', 'radio', 'switch', 'link', 'option'].map(
        (role) => `[role="${role}"]`,
      ),
    ].join(', ');
    const drawn = (element: Element) =>
      element.checkVisibility({ opacityProperty: true, visibilityProperty: true }) &&
      !element.closest('[inert]');
    /** The block a control sits in: its nearest ancestor not laid out inline. */
    const blockOf = (element: Element) => {
      let block = element.parentElement;
      while (block && getComputedStyle(block).display.startsWith('inline'))
        block = block.parentElement;
      return block;
    };
    /** Letters or figures of the block's own, outside any control inside it. */
    const ownText = (block: Element) => {
      const walker = document.createTreeWalker(block, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode())
        if (!node.parentElement?.closest(controls) && /[\p{L}\p{N}]/u.test(node.textContent ?? ''))
          return true;
      return false;
    };
    const inSentence = (element: Element) => {
      if (!element.matches('a, [role="link"]')) return false;
      if (!getComputedStyle(element).display.startsWith('inline')) return false;
      const block = blockOf(element);
      return block !== null && ownText(block);
    };
    const ancestors = (element: Element) => {
      const all: Element[] = [];
      for (let box: Element | null = element; box; box = box.parentElement) all.push(box);
      return all;
    };
    /** Inside a box of 1 px or less that clips what overflows it: drawn for screen readers only. */
    const visuallyHidden = (element: Element) =>
      ancestors(element).some((box) => {
        const { width, height } = box.getBoundingClientRect();
        return (width <= 1 || height <= 1) && getComputedStyle(box).overflow !== 'visible';
      });
    /** The element a finger hits for the control, or null for a control not drawn. */
    const hitElement = (element: Element) => {
      if (!visuallyHidden(element)) return element;
      const label = element.closest('label');
      return label && !visuallyHidden(label) ? label : null;
    };
    /** The target's box: the element's, grown by its absolutely positioned pseudo-elements. */
    const targetBox = (hit: Element) => {
      const box = hit.getBoundingClientRect();
      let { left, top, right, bottom } = box;
      if (getComputedStyle(hit).position !== 'static')
        for (const pseudo of ['::before', '::after']) {
          const style = getComputedStyle(hit, pseudo);
          if (style.content === 'none' || style.position !== 'absolute') continue;
          const x = box.left + hit.clientLeft + parseFloat(style.left);
          const y = box.top + hit.clientTop + parseFloat(style.top);
          left = Math.min(left, x);
          top = Math.min(top, y);
          right = Math.max(right, x + parseFloat(style.width));
          bottom = Math.max(bottom, y + parseFloat(style.height));
        }
      return { left, top, right, bottom };
    };
    const name = (element: Element) => {
      const text =
        element.getAttribute('aria-label') ||
        (element instanceof HTMLInputElement ? element.labels?.[0]?.textContent : null) ||
        element.textContent ||
        '';
      const role = element.getAttribute('role') ?? element.tagName.toLowerCase();
      return `${role} «${text.trim().slice(0, 20)}»`;
    };
    const floating = (element: Element) =>
      ancestors(element).some((box) => getComputedStyle(box).position === 'fixed');
    const scrollsSideways = (box: Element) =>
      ['auto', 'scroll'].includes(getComputedStyle(box).overflowX) &&
      box.scrollWidth > box.clientWidth;
    /** In a row scrolling sideways that does not hold `other`. */
    const scrollsFrom = (element: Element, other: Element) =>
      ancestors(element).some((box) => scrollsSideways(box) && !box.contains(other));

    const found: string[] = [];
    const targets: { control: Element; box: ReturnType<typeof targetBox> }[] = [];
    for (const control of document.querySelectorAll(controls)) {
      if (!drawn(control)) continue;
      const hit = hitElement(control);
      if (!hit) continue;
      const box = targetBox(hit);
      const width = box.right - box.left;
      const height = box.bottom - box.top;
      if (width === 0 || height === 0) continue;
      targets.push({ control: hit, box });
      // Half a pixel for layout rounding (a 43.5 px box drawn from fractional positions).
      if ((width < size - 0.5 || height < size - 0.5) && !inSentence(control))
        found.push(`${name(control)} ${Math.round(width)}×${Math.round(height)}`);
    }
    targets.forEach((a, i) => {
      for (const b of targets.slice(i + 1)) {
        if (a.control.contains(b.control) || b.control.contains(a.control)) continue;
        if (floating(a.control) || floating(b.control)) continue;
        if (scrollsFrom(a.control, b.control) || scrollsFrom(b.control, a.control)) continue;
        const width = Math.min(a.box.right, b.box.right) - Math.max(a.box.left, b.box.left);
        const height = Math.min(a.box.bottom, b.box.bottom) - Math.max(a.box.top, b.box.top);
        if (width > 0.5 && height > 0.5)
          found.push(
            `${name(a.control)} overlaps ${name(b.control)} by ${Math.round(width)}×${Math.round(height)}`,
          );
      }
    });
    return found;
  }, size);
}

/**
 * Every control on the settled page is a 44 px target of its own; the message lists those that are
 * not. Soft: the journey goes on, so one run lists the shortfalls of every page.
 */
async function expectTouchTargets(page: Page, label: string) {
  await settled(page);
  const found = await shortfalls(page, touchTargetSize);
  expect
    .soft(found, `${label}: not ${touchTargetSize} px targets\n${found.join('\n')}`)
    .toEqual([]);
}

test('on a phone every control of sign-in, the account centre, the shop, the send form and the send records is a 44 px target', async ({
  page,
}) => {
  await page.goto('/v2/login');
  await loginFormHydrated(page);
  await expectTouchTargets(page, 'login');

  await signInToConsole(page, demo('gold'));
  await page.goto('/v2/account-order');
  await expect(page.getByRole('grid', { name: '订单列表' }).getByRole('row').nth(1)).toBeVisible();
  await expectTouchTargets(page, 'account centre');
  await page.getByRole('tab', { name: '账单明细' }).click();
  await expect(page.getByRole('grid', { name: '账单列表' })).toBeVisible();
  await expectTouchTargets(page, '账单明细');

  await page.goto('/v2/setmeal?currentTab=service_communicate');
  await expect(page.getByRole('tab', { name: '套餐服务', selected: true })).toBeVisible();
  await expectTouchTargets(page, 'shop');

  await page.goto('/v2/pe/my_tpl');
  await page.getByRole('button', { name: '发送', exact: true }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: '发送消息' })).toBeVisible();
  await expectTouchTargets(page, 'send form');

  await page.goto('/v2/pe/send_record');
  const records = page.getByRole('grid', { name: '发送记录' });
  await expect(records.getByRole('row').nth(1)).toBeVisible();
  await expectTouchTargets(page, '发送记录');
  await records.getByRole('link').first().click();
  await expect(page.getByRole('grid', { name: '接收号码' }).getByRole('row').nth(1)).toBeVisible();
  await expectTouchTargets(page, 'send record');
});
