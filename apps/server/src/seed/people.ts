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
  const digits =
    city.dialCode === '+91'
      ? `9${String(800000000 + index * 7919 + (role === 'provider' ? 500 : 0)).slice(-9)}`
      : String(81000000 + index * 7919).slice(0, 8);
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

/** 48 providers over 16 cities (12 in India, 4 abroad) and 20 pet parents, deterministic. */
export function demoPeople(): { parents: DemoPerson[]; providers: DemoPerson[] } {
  const providers = Array.from({ length: 48 }, (_, i) =>
    person(i, 'provider', DEMO_CITIES[i % DEMO_CITIES.length]!),
  );
  const parents = Array.from({ length: 20 }, (_, i) => person(i, 'parent', DEMO_CITIES[i % 12]!));
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
