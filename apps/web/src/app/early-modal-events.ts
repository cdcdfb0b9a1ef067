// `modals.*` from @mantine/modals dispatch these window events, which ModalsProvider handles.
// The provider loads after the first render (modals-host.tsx); anything asked before that is
// kept here and replayed once it listens, so no confirmation is lost on a slow network.
const EVENTS = [
  'openModal',
  'openConfirmModal',
  'openContextModal',
  'closeModal',
  'closeAllModals',
  'updateModal',
  'updateContextModal',
].map((name) => `mantine-modals:${name}`);

let early: CustomEvent[] | undefined = [];
const keep = (event: Event) => early?.push(event as CustomEvent);
// Not when the build prerenders a page in Node (src/prerender/): there is no window there.
if (typeof window !== 'undefined') {
  for (const name of EVENTS) window.addEventListener(name, keep);
}

export function replayEarlyModalEvents(): void {
  if (!early) return;
  const events = early;
  early = undefined;
  for (const name of EVENTS) window.removeEventListener(name, keep);
  for (const event of events) {
    window.dispatchEvent(new CustomEvent(event.type, { detail: event.detail }));
  }
}
