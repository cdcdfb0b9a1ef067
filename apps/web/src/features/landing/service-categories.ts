import {
  IconAmbulance,
  IconArmchair,
  IconBed,
  IconBuildingHospital,
  IconCar,
  IconHeartHandshake,
  IconPill,
  IconSchool,
  IconScissors,
  IconShoppingBag,
  IconStethoscope,
  IconWalk,
  type Icon,
} from '@tabler/icons-react';

export interface ServiceTile {
  /** The directory slug: each tile links to /search/{slug}. */
  slug: string;
  label: string;
  blurb: string;
  icon: Icon;
}

/**
 * The twelve services PetMitra lists (spec part 1, section 1), in the landing page's order.
 * The slugs are the directory's category names (spec part 2, section 2).
 */
export const SERVICE_TILES: readonly ServiceTile[] = [
  {
    slug: 'adoption',
    label: 'Adoption',
    blurb: 'Give a pet a loving home',
    icon: IconHeartHandshake,
  },
  { slug: 'walking', label: 'Dog Walking', blurb: 'Daily walks and exercise', icon: IconWalk },
  { slug: 'accommodation', label: 'Boarding', blurb: 'Safe stays while you travel', icon: IconBed },
  {
    slug: 'sitting',
    label: 'Pet Sitting',
    blurb: 'Care in the comfort of home',
    icon: IconArmchair,
  },
  { slug: 'taxi', label: 'Pet Taxi', blurb: 'Pet-friendly rides anywhere', icon: IconCar },
  { slug: 'training', label: 'Training', blurb: 'Obedience and behaviour', icon: IconSchool },
  { slug: 'grooming', label: 'Grooming', blurb: 'Baths, trims and spa days', icon: IconScissors },
  { slug: 'pharmacy', label: 'Pharmacy', blurb: 'Medicines and supplements', icon: IconPill },
  { slug: 'stores', label: 'Pet Stores', blurb: 'Food, toys and supplies', icon: IconShoppingBag },
  {
    slug: 'veterinary',
    label: 'Veterinary',
    blurb: 'Check-ups and vaccinations',
    icon: IconStethoscope,
  },
  {
    slug: 'hospitals',
    label: 'Pet Hospitals',
    blurb: 'Surgery and inpatient care',
    icon: IconBuildingHospital,
  },
  {
    slug: 'emergency',
    label: 'Emergency Care',
    blurb: 'Urgent help, day or night',
    icon: IconAmbulance,
  },
];
