import { VisuallyHidden } from '@mantine/core';
import { Stars } from '../../../components/stars';

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
      <Stars value={value} size={size} />
      <VisuallyHidden>{`${value} out of 5 stars`}</VisuallyHidden>
    </span>
  );
}
