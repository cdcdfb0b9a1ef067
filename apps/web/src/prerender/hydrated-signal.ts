/** The event a prerendered page's boot script waits for (scripts/prerender-boot.js). */
export const HYDRATED_EVENT = 'petmitra:hydrated';

/**
 * Says the app has taken over the page: `data-hydrated` on <html>, and the event on which the
 * boot script of a prerendered page replays the presses made before (a press on a button of the
 * prerendered markup does nothing until React handles it). On a page the browser rendered
 * itself it is the first render's end, and nothing is waiting.
 */
export function announceHydrated() {
  document.documentElement.setAttribute('data-hydrated', '');
  document.dispatchEvent(new Event(HYDRATED_EVENT));
}
