import { notifications } from '@mantine/notifications';
import { TOAST_DURATIONS } from '@petmitra/core/constants';

export type ToastType = 'success' | 'error' | 'info' | 'warning';

export interface ToastOptions {
  title?: string;
  /** Milliseconds; defaults to the spec's duration for the type (success 2 s, others 4 s). */
  duration?: number;
  /** Reusing an id replaces a toast that is still on screen instead of stacking a copy. */
  id?: string;
}

const COLORS: Record<ToastType, string> = {
  success: 'teal',
  error: 'red',
  info: 'blue',
  warning: 'yellow',
};

function show(type: ToastType, message: string, options: ToastOptions = {}): string {
  return notifications.show({
    ...(options.id ? { id: options.id } : {}),
    title: options.title,
    message,
    color: COLORS[type],
    autoClose: options.duration ?? TOAST_DURATIONS[type],
    withBorder: true,
    closeButtonProps: { 'aria-label': 'Close notification' },
    // Outcomes ('Pet deleted') are said politely; only errors and warnings interrupt.
    role: type === 'error' || type === 'warning' ? 'alert' : 'status',
  });
}

/** The one way the app raises a toast (rendered by <Notifications limit={TOAST_DURATIONS.max}>). */
export const toast = {
  success: (message: string, options?: ToastOptions) => show('success', message, options),
  error: (message: string, options?: ToastOptions) => show('error', message, options),
  info: (message: string, options?: ToastOptions) => show('info', message, options),
  warning: (message: string, options?: ToastOptions) => show('warning', message, options),
  hide: (id: string) => notifications.hide(id),
};
