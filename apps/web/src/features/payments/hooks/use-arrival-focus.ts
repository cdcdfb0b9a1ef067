import { useEffect } from 'react';
import { announce } from '../../../lib/announce';

/**
 * A payment step reached by a full page load — the gateway's checkout, or the return from it
 * (PayPal sends the payer back with a redirect) — is still the next step of what the payer was
 * doing. Once its heading is shown, focus moves to it and the title is announced, as after a
 * client-side navigation (app/route-focus.ts), unless the payer already focused something.
 * `step` names what is shown: when it changes (confirming gave way to the result), the new
 * heading gets focus again if focus was lost with the old one.
 */
export function useArrivalFocus(ready: boolean, step = '') {
  useEffect(() => {
    if (!ready) return;
    // Focus on <body>, or on <main> where the app put it while the step was loading.
    const active = document.activeElement;
    if (active && active !== document.body && active.tagName !== 'MAIN') return;
    const heading = document.querySelector<HTMLElement>('main h1');
    if (!heading) return;
    if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
    heading.focus({ preventScroll: true });
    announce(document.title);
  }, [ready, step]);
}
