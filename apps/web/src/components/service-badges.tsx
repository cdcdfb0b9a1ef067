import { IconAmbulance, IconHome, IconMapPin, IconRosetteDiscountCheck } from '@tabler/icons-react';
import { distanceLabel } from '@petmitra/core/discovery/result-labels';
import { SEARCH_MESSAGES } from '@petmitra/core/discovery/search';
import { Tag } from './tag';

/** A provider a super admin verified (search cards, the provider profile, responses). */
export function VerifiedBadge({ iconSize = 12 }: { iconSize?: number }) {
  return (
    <Tag color="teal" icon={<IconRosetteDiscountCheck size={iconSize} aria-hidden />}>
      {SEARCH_MESSAGES.verified}
    </Tag>
  );
}

/** A service offered at the pet's home. */
export function HomeServiceBadge() {
  return (
    <Tag color="grape" icon={<IconHome size={12} aria-hidden />}>
      {SEARCH_MESSAGES.homeService}
    </Tag>
  );
}

/** A service offered in an emergency, day and night. */
export function EmergencyBadge() {
  return (
    <Tag color="red" icon={<IconAmbulance size={12} aria-hidden />}>
      {SEARCH_MESSAGES.emergency}
    </Tag>
  );
}

/** How far the service is from the searched place ('850 m', '6.2 km'). */
export function DistanceBadge({ km }: { km: number }) {
  return (
    <Tag color="blue" icon={<IconMapPin size={12} aria-hidden />}>
      {distanceLabel(km)}
    </Tag>
  );
}
