import { useId as useReactId } from 'react';

/**
 * Mantine's `useId` (from `@mantine/hooks`), put in its place by the build
 * (vite.config.ts, mantineStableIds; decision 0030). Mantine's own starts with React's id and
 * swaps it for a random one in a layout effect, so every component with an id (inputs, selects,
 * tooltips, accordions, tabs, modals) renders twice as it mounts, synchronously: on a prerendered
 * page that was one long task straight after hydration. React's id is already unique within the
 * app's one root and the same in the prerendered HTML and the browser, so it is kept.
 */
export function useId(staticId?: string): string {
  const reactId = useReactId();
  return typeof staticId === 'string' ? staticId : `mantine-${reactId.replace(/:/g, '')}`;
}
