import { IconStarFilled } from '@tabler/icons-react';
import type { CSSProperties } from 'react';

/** Mantine's rating sizes, so the stars keep the size they had as a read-only Rating. */
const SIZES = { xs: 14, sm: 18, md: 20, lg: 28 } as const;

const ROW: CSSProperties = { display: 'inline-flex', flexWrap: 'nowrap' };

/**
 * Five stars filled to `value` (0 to 5; a fraction fills part of a star), for showing a rating.
 * Display only: Mantine's Rating is an input (a radio group), and each one renders twice as it
 * mounts (its ids are set in an effect), which on a page of reviews or testimonials is a long
 * task for nothing. `label` names it for screen readers ('Rated 5 out of 5'); without one it is
 * hidden from them and the text beside it says the rating.
 */
export function Stars({
  value,
  size = 'sm',
  label,
}: {
  value: number;
  size?: keyof typeof SIZES;
  label?: string;
}) {
  const px = SIZES[size];
  const filled = `${(Math.min(5, Math.max(0, value)) / 5) * 100}%`;
  const row = [0, 1, 2, 3, 4].map((index) => (
    <IconStarFilled key={index} size={px} aria-hidden style={{ flex: 'none' }} />
  ));
  return (
    <span
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      style={{
        position: 'relative',
        display: 'inline-flex',
        lineHeight: 0,
        verticalAlign: 'middle',
      }}
    >
      <span style={{ ...ROW, color: 'var(--pm-stars-empty)' }}>{row}</span>
      <span
        style={{
          ...ROW,
          position: 'absolute',
          insetBlock: 0,
          insetInlineStart: 0,
          width: filled,
          overflow: 'hidden',
          color: 'var(--mantine-color-yellow-filled)',
        }}
      >
        {row}
      </span>
    </span>
  );
}
