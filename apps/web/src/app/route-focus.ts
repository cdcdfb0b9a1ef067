import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { announce } from '../lib/announce';

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

/**
 * When the focused control disappears (the item it deleted left the list, a panel closed), the
 * browser drops focus to <body> and a keyboard user starts again from the top. Focus goes to
 * the page's heading instead; the toast has said what happened.
 */
export function useFocusRescue(mainId: string) {
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onFocusOut = (event: FocusEvent) => {
      if (event.relatedTarget) return;
      const lost = event.target;
      clearTimeout(timer);
      // After React has removed the node and a closing dialog has tried to return focus.
      timer = setTimeout(() => {
        const active = document.activeElement;
        if (active && active !== document.body) return;
        if (!(lost instanceof Node) || lost.isConnected) return; // a click on the page itself
        const main = document.getElementById(mainId);
        const target = main?.querySelector('h1') ?? main;
        if (!target) return;
        if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
        target.focus();
      }, 150);
    };
    document.addEventListener('focusout', onFocusOut);
    return () => {
      document.removeEventListener('focusout', onFocusOut);
      clearTimeout(timer);
    };
  }, [mainId]);
}
