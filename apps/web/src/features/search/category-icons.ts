import {
  IconBed,
  IconArmchair,
  IconBuildingHospital,
  IconCar,
  IconHeartHandshake,
  IconPaw,
  IconPill,
  IconSchool,
  IconScissors,
  IconShoppingBag,
  IconStethoscope,
  IconWalk,
  type Icon,
} from '@tabler/icons-react';
import type { SearchCategory } from '@petmitra/core/discovery/search';

/** The icon beside each category's title in the directory (the titles come from core). */
export const CATEGORY_ICONS: Record<SearchCategory, Icon> = {
  all: IconPaw,
  adoption: IconHeartHandshake,
  walking: IconWalk,
  accommodation: IconBed,
  boarding: IconBed,
  sitting: IconArmchair,
  taxi: IconCar,
  training: IconSchool,
  grooming: IconScissors,
  pharmacy: IconPill,
  stores: IconShoppingBag,
  veterinary: IconStethoscope,
  hospitals: IconBuildingHospital,
};
