import '@mantine/carousel/styles.css';

import { Carousel } from '@mantine/carousel';
import { Card, Group, Stack, Text, ThemeIcon, UnstyledButton } from '@mantine/core';
import { useMediaQuery, useReducedMotion } from '@mantine/hooks';
import type { EmblaCarouselType } from 'embla-carousel';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import classes from './quick-actions-carousel.module.css';

export interface QuickAction {
  to: string;
  label: string;
  description: string;
  icon: ReactNode;
}

/** Spec: the carousel advances every 6 seconds (embla's autoplay plugin is not installed). */
const AUTOPLAY_MS = 6000;

/** Cards per view: 1 under 640 px, 2 under 1024, 3 under 1280, otherwise 4 (spec section 2). */
function useCardsPerView(): number {
  const atLeast640 = useMediaQuery('(min-width: 640px)', false, { getInitialValueInEffect: false });
  const atLeast1024 = useMediaQuery('(min-width: 1024px)', false, {
    getInitialValueInEffect: false,
  });
  const atLeast1280 = useMediaQuery('(min-width: 1280px)', false, {
    getInitialValueInEffect: false,
  });
  if (atLeast1280) return 4;
  if (atLeast1024) return 3;
  if (atLeast640) return 2;
  return 1;
}

/**
 * 'Showing x-y of n' for the page of cards starting at `first` (0-based); one card in view reads
 * 'Showing x of n', never 'Showing 2-2 of 7'.
 */
export function showingLabel(first: number, perView: number, total: number): string {
  if (total === 0) return 'Showing 0 of 0';
  const start = Math.min(first, Math.max(0, total - perView)) + 1;
  const end = Math.min(start + perView - 1, total);
  return start === end ? `Showing ${start} of ${total}` : `Showing ${start}-${end} of ${total}`;
}

/**
 * Quick actions as a carousel: one page of cards at a time, dots per page, and autoplay that
 * pauses while the pointer or keyboard focus is inside (and never runs for people who asked the
 * system for reduced motion).
 */
export function QuickActionsCarousel({
  actions,
  label,
}: {
  actions: QuickAction[];
  label: string;
}) {
  const perView = useCardsPerView();
  const reduceMotion = useReducedMotion();
  const [embla, setEmbla] = useState<EmblaCarouselType | null>(null);
  const [first, setFirst] = useState(0);
  const [interacting, setInteracting] = useState(false);
  const [userPaused, setUserPaused] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);

  // Each snap is one page of `perView` cards (slidesToScroll); showingLabel trims the last page.
  const syncFirst = useCallback(
    (api: EmblaCarouselType) => setFirst(api.selectedScrollSnap() * perView),
    [perView],
  );

  useEffect(() => {
    if (!embla) return;
    const onSelect = () => syncFirst(embla);
    onSelect();
    embla.on('select', onSelect);
    embla.on('reInit', onSelect);
    return () => {
      embla.off('select', onSelect);
      embla.off('reInit', onSelect);
    };
  }, [embla, syncFirst]);

  const paused = interacting || userPaused;
  useEffect(() => {
    if (!embla || paused || reduceMotion || actions.length <= perView) return;
    const timer = window.setInterval(() => {
      if (embla.canScrollNext()) embla.scrollNext();
      else embla.scrollTo(0);
    }, AUTOPLAY_MS);
    return () => window.clearInterval(timer);
  }, [embla, paused, reduceMotion, actions.length, perView]);

  return (
    <Stack gap="xs">
      <div
        ref={rootRef}
        onMouseEnter={() => setInteracting(true)}
        onMouseLeave={() => setInteracting(false)}
        onFocusCapture={() => setInteracting(true)}
        onBlurCapture={(event) => {
          if (!rootRef.current?.contains(event.relatedTarget as Node | null)) setInteracting(false);
        }}
      >
        <Carousel
          aria-label={label}
          slideSize={`${100 / perView}%`}
          slideGap="md"
          withIndicators
          emblaOptions={{ align: 'start', slidesToScroll: perView, containScroll: 'trimSnaps' }}
          getEmblaApi={setEmbla}
          classNames={{
            root: classes.root,
            indicator: classes.indicator,
            indicators: classes.indicators,
          }}
          controlsOffset={0}
          controlSize={32}
          previousControlProps={{ 'aria-label': 'Previous quick actions' }}
          nextControlProps={{ 'aria-label': 'Next quick actions' }}
        >
          {actions.map((action) => (
            <Carousel.Slide key={action.to}>
              <Card
                component={Link}
                to={action.to}
                withBorder
                radius="lg"
                padding="lg"
                h="100%"
                className={classes.card}
              >
                <Group gap="sm" wrap="nowrap" align="flex-start">
                  <ThemeIcon size={40} radius="md" variant="light" aria-hidden>
                    {action.icon}
                  </ThemeIcon>
                  <Stack gap={2}>
                    <Text fw={600}>{action.label}</Text>
                    <Text size="sm" c="dimmed">
                      {action.description}
                    </Text>
                  </Stack>
                </Group>
              </Card>
            </Carousel.Slide>
          ))}
        </Carousel>
      </div>
      <Group justify="space-between" gap="xs">
        <Text size="sm" c="dimmed">
          {showingLabel(first, perView, actions.length)}
        </Text>
        {actions.length > perView && !reduceMotion ? (
          <UnstyledButton
            className={classes.pause}
            onClick={() => setUserPaused((value) => !value)}
          >
            <Text size="sm" c="dimmed" td="underline">
              {userPaused ? 'Resume autoplay' : 'Pause autoplay'}
            </Text>
          </UnstyledButton>
        ) : null}
      </Group>
    </Stack>
  );
}
