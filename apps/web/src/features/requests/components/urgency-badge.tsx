import { Badge } from '@mantine/core';
import { IconClockHour4 } from '@tabler/icons-react';
import { URGENCY_LABELS, type Urgency } from '@petmitra/core/marketplace/requests';

const COLORS: Record<Urgency, string> = { high: 'red', medium: 'grape', low: 'gray' };

/** How soon the service is needed (docs/decisions/0004-request-urgency.md). */
export function UrgencyBadge({ urgency }: { urgency: Urgency }) {
  return (
    <Badge
      variant="light"
      color={COLORS[urgency]}
      leftSection={<IconClockHour4 size={12} aria-hidden />}
    >
      {URGENCY_LABELS[urgency]}
    </Badge>
  );
}
