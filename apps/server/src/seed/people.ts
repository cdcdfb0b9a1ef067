import { DEMO_ACCOUNTS } from './demo-accounts';

export interface DemoCity {
  city: string;
  country: string;
  dialCode: string;
}

export const DEMO_CITIES: DemoCity[] = [
  { city: 'Bengaluru', country: 'India', dialCode: '+91' },
  { city: 'Mumbai', country: 'India', dialCode: '+91' },
  { city: 'Delhi', country: 'India', dialCode: '+91' },
  { city: 'Chennai', country: 'India', dialCode: '+91' },
  { city: 'Hyderabad', country: 'India', dialCode: '+91' },
  { city: 'Pune', country: 'India', dialCode: '+91' },
  { city: 'Kolkata', country: 'India', dialCode: '+91' },
  { city: 'Ahmedabad', country: 'India', dialCode: '+91' },
  { city: 'Jaipur', country: 'India', dialCode: '+91' },
  { city: 'Kochi', country: 'India', dialCode: '+91' },
  { city: 'Chandigarh', country: 'India', dialCode: '+91' },
  { city: 'Lucknow', country: 'India', dialCode: '+91' },
  { city: 'Singapore', country: 'Singapore', dialCode: '+65' },
  { city: 'Dubai', country: 'United Arab Emirates', dialCode: '+971' },
  { city: 'London', country: 'United Kingdom', dialCode: '+44' },
  { city: 'New York', country: 'United States', dialCode: '+1' },
];

/** First and last names the demo (and the search benchmark's generator) draw from. */
export const FIRST_NAMES = [
  'Aarav',
  'Ananya',
  'Vihaan',
  'Diya',
  'Aditya',
  'Isha',
  'Kabir',
  'Meera',
  'Rohan',
  'Saanvi',
  'Arnav',
  'Kavya',
  'Ishaan',
  'Nisha',
  'Reyansh',
  'Pooja',
  'Vikram',
  'Sneha',
  'Karthik',
  'Lakshmi',
  'Farhan',
  'Zoya',
  'Siddharth',
  'Tara',
  'Nikhil',
  'Aditi',
  'Rahul',
  'Neha',
  'Manish',
  'Shreya',
];
export const LAST_NAMES = [
  'Sharma',
  'Iyer',
  'Reddy',
  'Patel',
  'Nair',
  'Gupta',
  'Khan',
  'Menon',
  'Das',
  'Joshi',
  'Kulkarni',
  'Singh',
  'Bose',
  'Pillai',
  'Chopra',
  'Rao',
  'Verma',
  'Shetty',
  'Mukherjee',
  'Desai',
];
const GENDERS = ['male', 'female', 'other', 'prefer_not_to_say'] as const;

/**
 * How a mobile number looks in each demo country (after the dial code): India 10 digits from 9,
 * Singapore 8 from 9, the UAE 9 from 50, the UK 10 from 7911, and the US the fictional
 * 212-555-01xx range of New York.
 */
export const PHONE_PLANS: Record<string, { prefix: string; length: number }> = {
  '+91': { prefix: '9', length: 10 },
  '+65': { prefix: '9', length: 8 },
  '+971': { prefix: '50', length: 9 },
  '+44': { prefix: '7911', length: 10 },
  '+1': { prefix: '21255501', length: 10 },
};

export interface DemoPerson {
  name: string;
  email: string;
  phone: string;
  city: string;
  country: string;
  gender: (typeof GENDERS)[number];
  joinedAt: Date;
}

function person(index: number, role: 'parent' | 'provider', city: DemoCity): DemoPerson {
  const first = FIRST_NAMES[(index * 7 + (role === 'provider' ? 3 : 0)) % FIRST_NAMES.length]!;
  const last = LAST_NAMES[(index * 3 + (role === 'provider' ? 5 : 0)) % LAST_NAMES.length]!;
  const plan = PHONE_PLANS[city.dialCode]!;
  // Parents and providers differ in the last two digits too (the US range has only those).
  const serial = String(800_000_000 + index * 7919 + (role === 'provider' ? 500 : 50));
  const digits = plan.prefix + serial.slice(-(plan.length - plan.prefix.length));
  return {
    name: `${first} ${last}`,
    email: `${first}.${last}.${role}${index}@demo.petmitra.in`.toLowerCase(),
    phone: `${city.dialCode}${digits}`,
    city: city.city,
    country: city.country,
    gender: GENDERS[index % 2]!,
    joinedAt: new Date(Date.UTC(2025, index % 12, 1 + (index % 27), 10, 0, 0)),
  };
}

/** 48 providers and 20 pet parents over 16 cities (12 in India, 4 abroad), deterministic. */
export function demoPeople(): { parents: DemoPerson[]; providers: DemoPerson[] } {
  const providers = Array.from({ length: 48 }, (_, i) =>
    person(i, 'provider', DEMO_CITIES[i % DEMO_CITIES.length]!),
  );
  // Most parents in India, one in each city abroad (their requests are in local money).
  const parents = Array.from({ length: 20 }, (_, i) =>
    person(i, 'parent', DEMO_CITIES[i % DEMO_CITIES.length]!),
  );
  providers[0] = {
    ...providers[0]!,
    name: DEMO_ACCOUNTS.provider.name,
    email: DEMO_ACCOUNTS.provider.email,
  };
  parents[0] = {
    ...parents[0]!,
    name: DEMO_ACCOUNTS.petParent.name,
    email: DEMO_ACCOUNTS.petParent.email,
  };
  return { parents, providers };
}
