import { Badge } from '@mantine/core';
import { IconAmbulance, IconHome, IconMapPin, IconRosetteDiscountCheck } from '@tabler/icons-react';
import { distanceLabel } from '@petmitra/core/discovery/result-labels';
import { SEARCH_MESSAGES } from '@petmitra/core/discovery/search';

/** A provider a super admin verified (search cards, the provider profile, responses). */
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

/** A service offered in an emergency, day and night. */
export function EmergencyBadge() {
  return (
    <Badge variant="light" color="red" leftSection={<IconAmbulance size={12} aria-hidden />}>
      {SEARCH_MESSAGES.emergency}
    </Badge>
  );
}

/** How far the service is from the searched place ('850 m', '6.2 km'). */
export function DistanceBadge({ km }: { km: number }) {
  return (
    <Badge variant="light" color="blue" leftSection={<IconMapPin size={12} aria-hidden />}>
      {distanceLabel(km)}
    </Badge>
  );
}
