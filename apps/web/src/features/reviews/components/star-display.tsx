import { Rating, VisuallyHidden } from '@mantine/core';

/** A read-only row of stars with its value for screen readers ('4 out of 5 stars'). */
export function StarDisplay({
  value,
  size = 'sm',
}: {
  value: number;
  size?: 'xs' | 'sm' | 'md' | 'lg';
}) {
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center' }}>
      <Rating value={value} fractions={10} readOnly size={size} aria-hidden />
      <VisuallyHidden>{`${value} out of 5 stars`}</VisuallyHidden>
    </span>
  );
}
