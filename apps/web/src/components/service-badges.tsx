import { Badge } from '@mantine/core';
import { IconHome, IconRosetteDiscountCheck } from '@tabler/icons-react';
import { SEARCH_MESSAGES } from '@petmitra/core/discovery/search';

/** A provider whose email is verified (search cards, the provider profile). */
export function VerifiedBadge({ iconSize = 12 }: { iconSize?: number }) {
  return (
    <Badge
      variant="light"
      color="teal"
      leftSection={<IconRosetteDiscountCheck size={iconSize} aria-hidden />}
    >
      {SEARCH_MESSAGES.verified}
    </Badge>
  );
}

/** A service offered at the pet's home. */
export function HomeServiceBadge() {
  return (
    <Badge variant="light" color="grape" leftSection={<IconHome size={12} aria-hidden />}>
      {SEARCH_MESSAGES.homeService}
    </Badge>
  );
}
