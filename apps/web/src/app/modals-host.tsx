import { ModalsProvider } from '@mantine/modals';
import { useEffect } from 'react';
import { replayEarlyModalEvents } from './early-modal-events';

/**
 * Mantine's modals manager (`modals.openConfirmModal` and the rest), loaded beside the app rather
 * than around it (providers.tsx): Modal brings ModalBase, ScrollArea and floating-ui, which no
 * first page needs. The manager listens to window events, and nothing reads its context.
 */
export default function ModalsHost() {
  // After ModalsProvider subscribed (a layout effect): hand it what was asked before it loaded.
  useEffect(replayEarlyModalEvents, []);
  return <ModalsProvider>{null}</ModalsProvider>;
}
