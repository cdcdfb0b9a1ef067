import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';

/**
 * Keyboard-only journeys (docs/accessibility.md): after the first page load a test uses only
 * these helpers and `page.keyboard`, never a click or a fill. Every Tab stop is checked for a
 * visible focus indicator of at least 3:1 against what surrounds it (WCAG 1.4.11, 2.4.7).
 */

/** What the focused element shows, computed from its styles (outline, else box-shadow ring). */
interface FocusIndicator {
  description: string;
  /** Contrast of the indicator's colour against the background around the element. */
  contrast: number;
  /** Indicator thickness in CSS px. */
  width: number;
  /** Whether the sticky header covers the element's centre (WCAG 2.2 2.4.11). */
  obscuredBy: string | null;
}

async function focusIndicator(page: Page): Promise<FocusIndicator | null> {
  // Let a scroll caused by the focus change finish before looking at what covers what: the page
  // scrolls smoothly (global.css), so wait until the scroll position holds for a few frames.
  await page.evaluate(
    () =>
      new Promise((resolve) => {
        const deadline = performance.now() + 3000;
        let last = `${window.scrollX},${window.scrollY}`;
        let still = 0;
        const frame = () => {
          const now = `${window.scrollX},${window.scrollY}`;
          still = now === last ? still + 1 : 0;
          last = now;
          if (still >= 3 || performance.now() > deadline) resolve(null);
          else requestAnimationFrame(frame);
        };
        requestAnimationFrame(frame);
      }),
  );
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return null;
    const parse = (color: string): [number, number, number, number] => {
      const match = color.match(/[\d.]+/g)?.map(Number) ?? [0, 0, 0, 0];
      return [match[0] ?? 0, match[1] ?? 0, match[2] ?? 0, match[3] ?? 1];
    };
    const luminance = ([r, g, b]: number[]) => {
      const channel = (v: number) => {
        const c = v / 255;
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      };
      return 0.2126 * channel(r!) + 0.7152 * channel(g!) + 0.0722 * channel(b!);
    };
    // The first opaque background behind the element (the ring sits outside it, on its parent).
    const backgroundBehind = (start: Element | null): number[] => {
      for (let node = start; node; node = node.parentElement) {
        const color = parse(getComputedStyle(node).backgroundColor);
        if (color[3] > 0.5) return color;
      }
      return [255, 255, 255, 1];
    };
    const style = getComputedStyle(element);
    const label =
      element.getAttribute('aria-label') ??
      element.textContent?.trim().slice(0, 40) ??
      element.tagName.toLowerCase();
    const type = element.getAttribute('type');
    const description = `<${element.tagName.toLowerCase()}${type ? ` type=${type}` : ''}> ${label} (outline ${style.outlineStyle} ${style.outlineWidth})`;
    let color: number[] | null = null;
    let width = 0;
    if (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) {
      color = parse(style.outlineColor);
      width = parseFloat(style.outlineWidth);
    }
    if (!color || color[3] === 0) return { description, contrast: 0, width: 0, obscuredBy: null };
    const around = backgroundBehind(element.parentElement);
    const [hi, lo] = [luminance(color), luminance(around)].sort((a, b) => b - a) as [
      number,
      number,
    ];
    const box = element.getBoundingClientRect();
    const x = Math.min(Math.max(box.left + box.width / 2, 0), window.innerWidth - 1);
    const y = Math.min(Math.max(box.top + box.height / 2, 0), window.innerHeight - 1);
    const onTop = document.elementFromPoint(x, y);
    // What can cover a control in this app is the sticky header (or a banner fixed at the top).
    const header = document.querySelector('header');
    const covered =
      onTop &&
      header &&
      header.contains(onTop) &&
      !header.contains(element) &&
      !element.contains(onTop);
    return {
      description,
      contrast: (hi + 0.05) / (lo + 0.05),
      width,
      obscuredBy: covered ? `<${onTop.tagName.toLowerCase()} class="${onTop.className}">` : null,
    };
  });
}

/** Asserts that the focused element shows a ring of 2 px or more at 3:1, not under the header. */
export async function expectVisibleFocus(page: Page) {
  const indicator = await focusIndicator(page);
  expect(indicator, 'something has focus').not.toBeNull();
  const { description, contrast, width, obscuredBy } = indicator!;
  expect(width, `focus ring width on ${description}`).toBeGreaterThanOrEqual(2);
  expect(contrast, `focus ring contrast on ${description}`).toBeGreaterThanOrEqual(3);
  expect(obscuredBy, `${description} is not covered by anything`).toBeNull();
}

/**
 * Presses Tab until `target` has focus (Shift+Tab when the target comes before the focused
 * element, as the header does for a control in main), checking the ring at every stop; fails
 * after `max` presses.
 */
export async function tabTo(page: Page, target: Locator, { max = 80 }: { max?: number } = {}) {
  const backwards = await target.evaluate((element) => {
    const active = document.activeElement;
    if (!active || active === document.body) return false;
    return Boolean(active.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_PRECEDING);
  });
  for (let i = 0; i < max; i += 1) {
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
    await expectVisibleFocus(page);
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error(`${target} not reached after ${max} presses of Tab`);
}

/** Tabs to a field and types into it (replacing what it held). */
export async function typeInto(page: Page, field: Locator, text: string) {
  await tabTo(page, field);
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type(text);
}

/** Tabs to a control and presses Enter (links, buttons) or Space (`key`). */
export async function activate(page: Page, control: Locator, key: 'Enter' | 'Space' = 'Enter') {
  await tabTo(page, control);
  await page.keyboard.press(key);
}

/**
 * After a navigation: the new page's h1 has focus and its title was announced politely.
 */
export async function expectReady(page: Page) {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

export async function expectArrivedAt(page: Page, heading: string | RegExp, url?: string | RegExp) {
  if (url) await expect(page).toHaveURL(url);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeFocused();
  const title = await page.title();
  await expect(page.locator('#pm-live-region')).toHaveText(title);
}
