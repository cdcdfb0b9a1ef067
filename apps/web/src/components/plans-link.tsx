import { Anchor } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/**
 * The link to the plans page inside a quota alert. It takes the alert's text colour: the brand
 * orange on a light red alert is under 4.5:1.
 */
export function PlansLink({ children }: { children: ReactNode }) {
  return (
    <Anchor component={Link} to="/subscription" size="sm" fw={600} underline="always" c="inherit">
      {children}
    </Anchor>
  );
}
