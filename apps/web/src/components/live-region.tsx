import { LIVE_REGION_ID } from '../lib/announce';

/** The polite live region `announce()` writes to; rendered once, by the root layout. */
export function LiveRegion() {
  return (
    <div
      id={LIVE_REGION_ID}
      className="visually-hidden"
      role="status"
      aria-live="polite"
      aria-atomic="true"
    />
  );
}
