/** The id of the app's one polite live region (components/live-region.tsx, in the root layout). */
export const LIVE_REGION_ID = 'pm-live-region';

let clearTimer: ReturnType<typeof setTimeout> | undefined;

/**
 * Says `message` to screen-reader users without moving focus: a page change ('Find Services |
 * PetMitra'), the outcome of an in-page action ('20 services found', 'Pet deleted'). The region
 * is emptied first so the same words twice are announced twice.
 */
export function announce(message: string) {
  const region = document.getElementById(LIVE_REGION_ID);
  if (!region) return;
  region.textContent = '';
  clearTimeout(clearTimer);
  // A frame later, so assistive technology sees a change even when the text is the same.
  requestAnimationFrame(() => {
    region.textContent = message;
    clearTimer = setTimeout(() => {
      region.textContent = '';
    }, 7_000);
  });
}
