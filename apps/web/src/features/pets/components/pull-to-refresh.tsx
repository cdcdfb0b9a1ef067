import { Center, Loader, Text } from '@mantine/core';
import { useEffect, useRef, useState, type ReactNode } from 'react';

/** Spec section 9: a pull of 80 px or more refreshes. */
export const PULL_THRESHOLD_PX = 80;
/** The indicator follows the finger at this rate, and never grows past MAX_INDICATOR_PX. */
const RESISTANCE = 0.6;
const MAX_INDICATOR_PX = 96;

interface PullToRefreshProps {
  onRefresh: () => Promise<unknown>;
  children: ReactNode;
}

/**
 * Pull-to-refresh on touch screens: dragging down while the page is scrolled to the top shows an
 * indicator, and letting go past the threshold calls `onRefresh`. Mouse and keyboard users have
 * the page's Refresh button instead.
 */
export function PullToRefresh({ onRefresh, children }: PullToRefreshProps) {
  const containerRef = useRef<HTMLDivElement>(null);
  const startY = useRef<number | null>(null);
  // How far the finger has travelled down since the touch started, in CSS pixels.
  const pullRef = useRef(0);
  const [pull, setPull] = useState(0);
  const [refreshing, setRefreshing] = useState(false);
  const refreshRef = useRef(onRefresh);
  useEffect(() => {
    refreshRef.current = onRefresh;
  }, [onRefresh]);

  useEffect(() => {
    const element = containerRef.current;
    if (!element) return;

    const setDistance = (value: number) => {
      pullRef.current = value;
      setPull(value);
    };

    const onTouchStart = (event: TouchEvent) => {
      startY.current =
        window.scrollY <= 0 && event.touches.length === 1 ? event.touches[0]!.clientY : null;
    };
    const onTouchMove = (event: TouchEvent) => {
      if (startY.current === null) return;
      const distance = event.touches[0]!.clientY - startY.current;
      if (distance <= 0) {
        setDistance(0);
        return;
      }
      // Keep the page from scrolling (or the browser's own reload) while pulling.
      if (event.cancelable) event.preventDefault();
      setDistance(distance);
    };
    const onTouchEnd = () => {
      if (startY.current === null) return;
      startY.current = null;
      const reached = pullRef.current >= PULL_THRESHOLD_PX;
      setDistance(0);
      if (!reached) return;
      setRefreshing(true);
      void refreshRef.current().finally(() => setRefreshing(false));
    };

    element.addEventListener('touchstart', onTouchStart, { passive: true });
    // Not passive: the move handler stops the page from scrolling while pulling.
    element.addEventListener('touchmove', onTouchMove, { passive: false });
    element.addEventListener('touchend', onTouchEnd);
    element.addEventListener('touchcancel', onTouchEnd);
    return () => {
      element.removeEventListener('touchstart', onTouchStart);
      element.removeEventListener('touchmove', onTouchMove);
      element.removeEventListener('touchend', onTouchEnd);
      element.removeEventListener('touchcancel', onTouchEnd);
    };
  }, []);

  const ready = pull >= PULL_THRESHOLD_PX;
  const height = refreshing ? 48 : Math.min(MAX_INDICATOR_PX, pull * RESISTANCE);
  return (
    <div ref={containerRef}>
      <div
        style={{
          height,
          overflow: 'hidden',
          transition: pull ? 'none' : 'height 150ms ease',
        }}
        aria-hidden={!refreshing}
      >
        <Center h={height}>
          {refreshing ? (
            <Loader size="sm" aria-label="Refreshing" />
          ) : pull > 0 ? (
            <Text size="sm" c="dimmed">
              {ready ? 'Release to refresh' : 'Pull to refresh'}
            </Text>
          ) : null}
        </Center>
      </div>
      {children}
    </div>
  );
}
