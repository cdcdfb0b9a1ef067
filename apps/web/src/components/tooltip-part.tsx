import { Tooltip } from '@mantine/core';
import type { RefObject } from 'react';

/**
 * Mantine's Tooltip on a target element, on its own chunk: HoverTooltip (hover-tooltip.tsx)
 * loads it the first time a mouse points at the target.
 */
export default function TooltipPart(props: {
  target: RefObject<HTMLElement | null>;
  label: string;
  opened: boolean;
  withArrow?: boolean;
}) {
  return <Tooltip {...props} />;
}
