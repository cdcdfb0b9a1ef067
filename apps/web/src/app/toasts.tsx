import { Notifications } from '@mantine/notifications';
import { TOAST_DURATIONS } from '@petmitra/core/constants';

/**
 * Where toasts show, loaded after the first render (providers.tsx): the container and its
 * transitions are not needed to paint a page. `lib/toast.ts` writes to Mantine's notifications
 * store, which keeps any toast raised before this mounts and shows it once it does.
 */
export default function Toasts() {
  return <Notifications limit={TOAST_DURATIONS.max} position="top-right" zIndex={1000} />;
}
