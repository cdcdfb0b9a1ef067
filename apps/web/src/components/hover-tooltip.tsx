import { lazy, Suspense, useEffect, useState, type RefObject } from 'react';
import { OptionalPart } from './optional-part';

const TooltipPart = lazy(() => import('./tooltip-part'));

/**
 * A tooltip for `target` that shows while a mouse points at it, like Mantine's Tooltip by
 * default, but whose code (Mantine's Tooltip and floating-ui, ~15 KB gzip) loads the first time
 * a mouse points at the target rather than with the page (docs/performance.md). Render it beside
 * the target; the tooltip repeats what the target's accessible name or description already says.
 */
export function HoverTooltip({
  target,
  label,
  withArrow,
}: {
  target: RefObject<HTMLElement | null>;
  label: string;
  withArrow?: boolean;
}) {
  const [hovered, setHovered] = useState(false);
  const [used, setUsed] = useState(false);

  useEffect(() => {
    const element = target.current;
    if (!element) return;
    const enter = (event: PointerEvent) => {
      if (event.pointerType !== 'mouse') return;
      setUsed(true);
      setHovered(true);
    };
    const leave = () => setHovered(false);
    element.addEventListener('pointerenter', enter);
    element.addEventListener('pointerleave', leave);
    return () => {
      element.removeEventListener('pointerenter', enter);
      element.removeEventListener('pointerleave', leave);
    };
  }, [target]);

  if (!used) return null;
  return (
    <OptionalPart>
      <Suspense fallback={null}>
        <TooltipPart target={target} label={label} opened={hovered} withArrow={withArrow} />
      </Suspense>
    </OptionalPart>
  );
}
