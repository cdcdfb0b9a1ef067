import { Tooltip } from '@mantine/core';
import type { RefObject } from 'react';

/**
 * The chat button's tooltip, loaded the first time a mouse points at the button
 * (chatbot-launcher.tsx): Mantine's Tooltip brings floating-ui, which no other part of the
 * shell needs on first load.
 */
export default function HelpTooltip(props: {
  target: RefObject<HTMLButtonElement | null>;
  label: string;
  opened: boolean;
}) {
  return <Tooltip position="left" {...props} />;
}
