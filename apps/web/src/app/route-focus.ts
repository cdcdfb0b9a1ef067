import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { announce } from '../lib/announce';
import { LIST_ITEM_ATTRIBUTE } from '../lib/list-item';

/** How long a page may take to show its heading (data still loading) before main gets focus. */
const HEADING_WAIT_MS = 5_000;

/**
 * After every client-side navigation (a new path, not a changed query), focus moves to the new
 * page's main heading, or to main if the page has none yet, and the new title is announced, so
 * keyboard and screen-reader users continue from the top of the new content instead of from
 * <body> (docs/accessibility.md). The first load is left to the browser.
 */
export function useRouteFocus(mainId: string) {
  const { pathname } = useLocation();
  const firstRender = useRef(true);

  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    const main = document.getElementById(mainId);
    if (!main) return;
    const focusedAtNavigation = document.activeElement;
    let settled = false;

    const userMovedOn = () => {
      const active = document.activeElement;
      return (
        active !== null &&
        active !== focusedAtNavigation &&
        active !== document.body &&
        active !== main
      );
    };

    const moveFocus = (target: HTMLElement) => {
      settled = true;
      observer.disconnect();
      clearTimeout(timer);
      // The user already went on (typed in the new page's first field): leave focus there.
      if (!userMovedOn()) {
        if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
        target.focus({ preventScroll: true });
      }
      announce(document.title);
    };

    const tryHeading = () => {
      if (settled) return;
      const heading = main.querySelector('h1');
      if (heading) moveFocus(heading);
    };

    const observer = new MutationObserver(tryHeading);
    const timer = setTimeout(() => {
      if (!settled) moveFocus(main);
    }, HEADING_WAIT_MS);
    observer.observe(main, { childList: true, subtree: true });
    tryHeading();

    return () => {
      settled = true;
      observer.disconnect();
      clearTimeout(timer);
    };
  }, [pathname, mainId]);
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), ' +
  'textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * Where focus last was: in a list item (lib/list-item.ts), in a section, or on a control of
 * its own; with the element's container and position, to find what took its place.
 */
interface Place {
  kind: 'item' | 'section' | 'control';
  /** The control that had focus. */
  focused: HTMLElement;
  /** The item, section or control it was in. */
  element: HTMLElement;
  container: HTMLElement | null;
  index: number;
  /** Which of the item's focusable controls had focus. */
  control: number;
  /** The page it was on: a navigation is the route focus's to handle. */
  path: string;
}

/** Focus inside these keeps the place it was opened from (a confirmation, a menu). */
const OVERLAY = '[role="dialog"], [aria-modal="true"], [role="menu"], [role="listbox"]';

function itemsOf(list: HTMLElement): HTMLElement[] {
  return Array.from(list.children).filter(
    (child): child is HTMLElement =>
      child instanceof HTMLElement && child.hasAttribute(LIST_ITEM_ATTRIBUTE),
  );
}

function focusablesIn(element: HTMLElement): HTMLElement[] {
  return Array.from(element.querySelectorAll<HTMLElement>(FOCUSABLE));
}

function focusTarget(target: HTMLElement) {
  if (!target.matches(FOCUSABLE) && !target.hasAttribute('tabindex'))
    target.setAttribute('tabindex', '-1');
  target.focus();
}

function placeOf(target: HTMLElement): Place {
  const item = target.closest<HTMLElement>(`[${LIST_ITEM_ATTRIBUTE}]`);
  if (item?.parentElement) {
    return {
      kind: 'item',
      focused: target,
      element: item,
      container: item.parentElement,
      index: itemsOf(item.parentElement).indexOf(item),
      control: Math.max(0, focusablesIn(item).indexOf(target)),
      path: window.location.pathname,
    };
  }
  const section = target.closest<HTMLElement>('section');
  if (section?.parentElement) {
    return {
      kind: 'section',
      focused: target,
      element: section,
      container: section.parentElement,
      index: Array.from(section.parentElement.children).indexOf(section),
      control: 0,
      path: window.location.pathname,
    };
  }
  return {
    kind: 'control',
    focused: target,
    element: target,
    container: null,
    index: 0,
    control: 0,
    path: window.location.pathname,
  };
}

/**
 * What is now where focus was: the item or section itself when it stayed (React kept its
 * element and changed what is in it), else the one that took its place (for an item, the one
 * before it when the last went).
 */
function successorOf(
  kind: Place['kind'],
  element: HTMLElement,
  container: HTMLElement | null,
  index: number,
): Element | undefined {
  if (element.isConnected) return element;
  if (!container?.isConnected) return undefined;
  if (kind !== 'item') return container.children[index];
  const items = itemsOf(container);
  return items[Math.min(index, items.length - 1)];
}

/** Whether the user has lost their place: focus on <body>, or on a control that went away. */
function focusLost(): boolean {
  const active = document.activeElement;
  return (
    !active ||
    active === document.body ||
    !active.isConnected ||
    (active instanceof HTMLButtonElement && active.disabled)
  );
}

/**
 * When the focused control disappears, the browser drops focus to <body> (Chromium without
 * even a focusout event) and a keyboard user starts again from the top. Instead, once the
 * focused control has gone — straight away, or after its confirmation dialog and the
 * request behind it, while the busy button sat disabled:
 * - in a list item (lib/list-item.ts): the same control of the item that took its place, or of
 *   the one before it when the last went;
 * - in a section whose content changed or that another took the place of (a form that gave way
 *   to its result): that section's heading;
 * - otherwise, or with nothing left in its place: the page's heading.
 * The toast or the new content has said what happened.
 */
export function useFocusRescue(mainId: string) {
  useEffect(() => {
    let place: Place | null = null;
    let pending = false;

    const focusHeading = () => {
      const main = document.getElementById(mainId);
      const target = main?.querySelector('h1') ?? main;
      if (target) focusTarget(target);
    };

    const rescue = () => {
      if (!place || place.focused.isConnected || !focusLost()) return;
      const { kind, element, container, index, control, path } = place;
      place = null;
      if (path !== window.location.pathname) return;
      const successor = successorOf(kind, element, container, index);
      if (kind === 'item' && successor instanceof HTMLElement) {
        const controls = focusablesIn(successor);
        focusTarget(controls[control] ?? controls[0] ?? successor);
        return;
      }
      const heading =
        kind === 'section' ? successor?.querySelector<HTMLElement>('h1, h2, h3, h4, h5, h6') : null;
      if (heading) focusTarget(heading);
      else focusHeading();
    };

    const onFocusIn = (event: FocusEvent) => {
      const target = event.target;
      if (!(target instanceof HTMLElement)) return;
      if (target.closest(OVERLAY) && place) return;
      place = placeOf(target);
    };

    const onFocusOut = (event: FocusEvent) => {
      const left = event.target;
      // A click on the page itself (nothing focusable) forgets the place; a control that went
      // busy (disabled while its request is on its way) or away keeps it.
      if (
        !event.relatedTarget &&
        left instanceof HTMLElement &&
        left.isConnected &&
        !(left instanceof HTMLButtonElement && left.disabled) &&
        place?.focused === left
      ) {
        setTimeout(() => {
          if (left.isConnected && !(left instanceof HTMLButtonElement && left.disabled)) {
            if (place?.focused === left && focusLost()) place = null;
          }
        }, 0);
      }
    };

    // Checked after every change to the page, once React has finished and a closing dialog
    // has tried to return focus.
    const observer = new MutationObserver(() => {
      if (!place || pending || place.focused.isConnected) return;
      pending = true;
      setTimeout(() => {
        pending = false;
        rescue();
      }, 50);
    });
    observer.observe(document.body, { childList: true, subtree: true });
    document.addEventListener('focusin', onFocusIn);
    document.addEventListener('focusout', onFocusOut);
    return () => {
      observer.disconnect();
      document.removeEventListener('focusin', onFocusIn);
      document.removeEventListener('focusout', onFocusOut);
    };
  }, [mainId]);
}
