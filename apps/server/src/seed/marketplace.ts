import { eq } from 'drizzle-orm';
import { indiaDate, indiaInstant } from '@petmitra/core/marketplace/india-time';
import {
  priceCurrencyForCountry,
  type MarketplaceCurrency,
} from '@petmitra/core/marketplace/money';
import type { PetType, VaccinationStatus } from '@petmitra/core/marketplace/pets';
import { monthStart } from '@petmitra/core/marketplace/quota';
import {
  REQUEST_SERVICE_NAMES,
  REQUEST_SERVICE_TYPES,
  categoriesForServiceName,
  primaryCategoryFor,
  type RequestServiceName,
} from '@petmitra/core/marketplace/requests';
import {
  SERVICE_CATEGORIES,
  type ServiceCategory,
  type ServiceCharge,
} from '@petmitra/core/marketplace/services';
import type { AppContext } from '../context';
import { pets, serviceRequests, serviceResponses, services } from '../db/schema/marketplace';
import type { DomainSeeder, SeededUsers } from './demo';

const DAY = 86_400_000;
const HOUR = 3_600_000;

const PET_NAMES = [
  'Bruno',
  'Misty',
  'Simba',
  'Luna',
  'Coco',
  'Rocky',
  'Tiger',
  'Milo',
  'Bella',
  'Oreo',
  'Kiwi',
  'Sheru',
  'Chikoo',
  'Lucy',
  'Max',
];
const PET_TEMPLATES: { type: PetType; weight: number; history: string | null }[] = [
  { type: 'dog', weight: 24.5, history: 'Annual boosters done; mild skin allergy.' },
  { type: 'cat', weight: 4.2, history: null },
  { type: 'dog', weight: 8.1, history: 'Neutered in 2024.' },
  { type: 'bird', weight: 0.3, history: null },
  { type: 'rabbit', weight: 1.8, history: 'Sensitive stomach; timothy hay only.' },
  { type: 'cat', weight: 5.6, history: 'Dental cleaning last year.' },
  { type: 'guinea pig', weight: 0.9, history: null },
  { type: 'turtle', weight: 1.2, history: null },
  { type: 'fish', weight: 0.1, history: null },
  { type: 'hamster', weight: 0.2, history: null },
];
const VACCINATION: VaccinationStatus[] = ['up_to_date', 'up_to_date', 'needs_update', 'unknown'];

const SMALL_PETS: PetType[] = ['rabbit', 'guinea pig', 'hamster'];
const EVERY_PET: PetType[] = ['dog', 'cat', 'bird', ...SMALL_PETS, 'fish', 'turtle'];

/**
 * The request types that make sense for each kind of pet: nobody walks a fish or trains a
 * hamster. The demo's requests keep to these (src/seed/believable.test.ts checks it).
 */
export const REQUEST_TYPES_FOR_PET: Record<PetType, readonly RequestServiceName[]> = {
  dog: REQUEST_SERVICE_NAMES,
  cat: [
    'Pet Grooming',
    'Pet Sitting',
    'Veterinary Care',
    'Pet Taxi',
    'Pet Boarding',
    'Pet Pharmacy',
    'Emergency Care',
  ],
  rabbit: ['Pet Grooming', 'Pet Sitting', 'Veterinary Care', 'Pet Boarding', 'Emergency Care'],
  'guinea pig': ['Pet Sitting', 'Veterinary Care', 'Pet Boarding', 'Emergency Care'],
  hamster: ['Pet Sitting', 'Veterinary Care', 'Pet Boarding'],
  bird: ['Pet Sitting', 'Veterinary Care', 'Pet Boarding', 'Emergency Care'],
  fish: ['Pet Sitting', 'Veterinary Care'],
  turtle: ['Pet Sitting', 'Veterinary Care'],
  other: ['Veterinary Care'],
};

/** The pets each kind of service takes. */
const PETS_BY_CATEGORY: Record<ServiceCategory, PetType[]> = {
  adoption: ['dog', 'cat'],
  walking: ['dog'],
  accommodation: ['dog', 'cat', 'rabbit', 'bird'],
  sitting: EVERY_PET,
  taxi: ['dog', 'cat', 'rabbit'],
  training: ['dog'],
  grooming: ['dog', 'cat', 'rabbit'],
  pharmacy: EVERY_PET,
  stores: EVERY_PET,
  veterinary: EVERY_PET,
  hospitals: EVERY_PET,
};

const SERVICE_TEMPLATES: Record<ServiceCategory, { names: string[]; charges: ServiceCharge[] }> = {
  adoption: {
    names: ['Rescue Adoption Drive', 'Forever Home Adoptions'],
    charges: [{ description: 'Adoption processing fee', amount: 150_000 }],
  },
  walking: {
    names: ['Daily Dog Walks', 'Evening Park Walks'],
    charges: [
      { description: '30-minute walk', amount: 20_000 },
      { description: '60-minute walk', amount: 35_000 },
    ],
  },
  accommodation: {
    names: ['Home-style Pet Boarding', 'Cosy Paws Boarding'],
    charges: [{ description: 'Per night', amount: 90_000 }],
  },
  sitting: {
    names: ['In-home Pet Sitting', 'Weekend Pet Sitter'],
    charges: [{ description: 'Half-day visit', amount: 60_000 }],
  },
  taxi: {
    names: ['Pet Taxi Across Town', 'Vet Trip Pet Taxi'],
    charges: [
      { description: 'Up to 10 km', amount: 40_000 },
      { description: 'Each extra km', amount: 2_500 },
    ],
  },
  training: {
    names: ['Puppy Obedience Classes', 'Behaviour Training'],
    charges: [{ description: 'Per session', amount: 120_000 }],
  },
  grooming: {
    names: ['Full Grooming at Home', 'Bath and Brush'],
    charges: [
      { description: 'Bath and blow-dry', amount: 79_900 },
      { description: 'Nail trim', amount: 19_900 },
    ],
  },
  pharmacy: {
    names: ['Pet Pharmacy Delivery', 'Pet Meds at Your Door'],
    charges: [{ description: 'Delivery', amount: 4_900 }],
  },
  stores: {
    names: ['Pet Food and Supplies', 'Toys and Treats Store'],
    charges: [{ description: 'Home delivery (small orders)', amount: 4_900 }],
  },
  veterinary: {
    names: ['General Vet Consultation', 'Home Vet Visit', '24×7 Emergency Vet'],
    charges: [
      { description: 'Consultation', amount: 50_000 },
      { description: 'Vaccination (per dose)', amount: 80_000 },
    ],
  },
  hospitals: {
    names: ['24x7 Pet Hospital', 'Emergency Pet Care Centre'],
    charges: [{ description: 'Emergency consultation', amount: 150_000 }],
  },
};

const DESCRIPTIONS: Record<RequestServiceName, string> = {
  'Pet Grooming': 'Full grooming with a bath, nail trim and ear cleaning, at home if possible.',
  'Dog Walking': 'Two walks a day on weekdays while we are at work.',
  'Pet Sitting': 'Feeding and company for an evening while we attend a wedding.',
  'Veterinary Care': 'Routine check-up and vaccinations due this month.',
  'Pet Training': 'Basic obedience: sit, stay and walking on a loose leash.',
  'Pet Taxi': 'A ride to the vet clinic and back, about 8 km each way.',
  'Pet Boarding': 'Boarding for four nights while we travel to Chennai.',
  'Pet Pharmacy': 'Monthly tick and flea medicine, delivered home.',
  'Emergency Care': 'Vomiting since morning and not eating; needs to be seen soon.',
};
/**
 * What the same services cost where the demo's providers abroad work, in minor units of the
 * local currency, one amount per charge of the template above (a New York dog walk is $20-30,
 * not ₹200). India's prices are the templates' own.
 */
const LOCAL_AMOUNTS: Record<
  Exclude<MarketplaceCurrency, 'INR'>,
  Record<ServiceCategory, readonly number[]>
> = {
  USD: {
    adoption: [15_000],
    walking: [2_000, 3_000],
    accommodation: [5_500],
    sitting: [4_500],
    taxi: [3_500, 250],
    training: [7_500],
    grooming: [6_500, 2_000],
    pharmacy: [699],
    stores: [599],
    veterinary: [7_500, 3_500],
    hospitals: [15_000],
  },
  GBP: {
    adoption: [12_000],
    walking: [1_500, 2_500],
    accommodation: [4_000],
    sitting: [3_500],
    taxi: [2_800, 200],
    training: [5_000],
    grooming: [4_500, 1_500],
    pharmacy: [399],
    stores: [399],
    veterinary: [5_500, 4_500],
    hospitals: [12_000],
  },
  EUR: {
    adoption: [15_000],
    walking: [1_500, 2_500],
    accommodation: [4_000],
    sitting: [3_500],
    taxi: [3_000, 200],
    training: [5_000],
    grooming: [5_000, 1_500],
    pharmacy: [499],
    stores: [499],
    veterinary: [6_000, 4_000],
    hospitals: [12_000],
  },
  AED: {
    adoption: [50_000],
    walking: [6_000, 10_000],
    accommodation: [15_000],
    sitting: [12_000],
    taxi: [9_000, 500],
    training: [25_000],
    grooming: [18_000, 5_000],
    pharmacy: [1_500],
    stores: [1_500],
    veterinary: [25_000, 15_000],
    hospitals: [50_000],
  },
  SGD: {
    adoption: [20_000],
    walking: [2_500, 4_000],
    accommodation: [7_000],
    sitting: [6_000],
    taxi: [4_000, 250],
    training: [9_000],
    grooming: [7_000, 2_000],
    pharmacy: [500],
    stores: [500],
    veterinary: [6_000, 4_500],
    hospitals: [15_000],
  },
  CAD: {
    adoption: [20_000],
    walking: [2_500, 4_000],
    accommodation: [6_500],
    sitting: [5_500],
    taxi: [4_500, 300],
    training: [9_000],
    grooming: [8_000, 2_500],
    pharmacy: [899],
    stores: [799],
    veterinary: [9_000, 4_500],
    hospitals: [18_000],
  },
  AUD: {
    adoption: [25_000],
    walking: [3_000, 4_500],
    accommodation: [7_000],
    sitting: [6_000],
    taxi: [5_000, 300],
    training: [10_000],
    grooming: [9_000, 2_500],
    pharmacy: [999],
    stores: [899],
    veterinary: [9_500, 5_000],
    hospitals: [20_000],
  },
};

/** A category's charges in a currency: the template's in India, local amounts elsewhere. */
export function chargesIn(
  category: ServiceCategory,
  currency: MarketplaceCurrency,
): ServiceCharge[] {
  const template = SERVICE_TEMPLATES[category].charges;
  if (currency === 'INR') return template;
  const amounts = LOCAL_AMOUNTS[currency][category];
  return template.map((charge, i) => ({ description: charge.description, amount: amounts[i]! }));
}

/**
 * A budget or quote near what the service costs there: the category's first charge times
 * `factor`, in whole units of the currency.
 */
const aroundPrice = (category: ServiceCategory, currency: MarketplaceCurrency, factor: number) =>
  Math.max(100, Math.round((chargesIn(category, currency)[0]!.amount * factor) / 100) * 100);

/** Vets whose service is open day and night (every other one; every pet hospital is). */
const emergencyVet = (providerIndex: number) => providerIndex % 2 === 1;
const TIMES = ['08:00', '09:30', '11:00', '14:00', '16:30', '18:00'];
const MESSAGES = [
  'Happy to help. I have done this for many pets of the same breed.',
  'Available at the time you asked; all equipment included.',
  'I can come to your home. Price includes travel.',
  'Experienced and gentle with nervous pets. References on request.',
];

/** The lifecycle stage each seeded request is taken to. */
type Stage = 'open' | 'responded' | 'accepted' | 'completed' | 'cancelled';
const STAGES: Stage[] = ['open', 'responded', 'accepted', 'completed', 'cancelled', 'responded'];

const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);

/**
 * Demo pets, services, requests and responses. Every request and response is dated in an
 * earlier month so the demo parent and provider still have this month's free request and
 * response (the browser tests use them).
 */
export const seedMarketplace: DomainSeeder = async (ctx: AppContext, seeded: SeededUsers) => {
  const now = new Date();
  const today = indiaDate(now);
  // Everything happens before this month began (India time), in the 90 days before it.
  const cutoff = monthStart(now).getTime() - HOUR;
  const past = (daysBefore: number, hours = 0) =>
    new Date(cutoff - daysBefore * DAY - hours * HOUR);

  // Pets: two for the demo parent, one or two for everyone else.
  const petsByParent = new Map<string, { id: string; name: string; type: PetType }[]>();
  let petIndex = 0;
  for (const [i, parent] of seeded.parents.entries()) {
    const count = i === 0 ? 2 : 1 + (i % 2);
    const rows = [];
    for (let k = 0; k < count; k += 1) {
      // Everyone's first pet is a dog or a cat, as in most homes; second pets vary more.
      const template =
        i === 0
          ? PET_TEMPLATES[k]!
          : k === 0
            ? PET_TEMPLATES[i % 2 ? 5 : 2]!
            : PET_TEMPLATES[petIndex % PET_TEMPLATES.length]!;
      rows.push({
        ownerId: parent.id,
        name: PET_NAMES[petIndex % PET_NAMES.length]!,
        type: template.type,
        weight: template.weight,
        medicalHistory: template.history,
        vaccinationStatus: VACCINATION[petIndex % VACCINATION.length]!,
        createdAt: past(80 - (petIndex % 20)),
      });
      petIndex += 1;
    }
    const inserted = await ctx.db
      .insert(pets)
      .values(rows)
      .returning({ id: pets.id, name: pets.name, type: pets.type });
    petsByParent.set(parent.id, inserted);
  }

  // Services: the demo provider (Bengaluru) offers grooming and walking; the others one to
  // three each, spread so every category has providers.
  const serviceRows: (typeof services.$inferInsert)[] = [];
  for (const [i, provider] of seeded.providers.entries()) {
    const categories: ServiceCategory[] =
      i === 0
        ? ['grooming', 'walking']
        : Array.from(
            { length: 1 + (i % 3) },
            (_, k) => SERVICE_CATEGORIES[(i * 2 + k * 5) % SERVICE_CATEGORIES.length]!,
          );
    for (const [k, category] of [...new Set(categories)].entries()) {
      const template = SERVICE_TEMPLATES[category];
      const emergency = category === 'hospitals' || (category === 'veterinary' && emergencyVet(i));
      serviceRows.push({
        providerId: provider.id,
        name:
          category === 'veterinary' && emergency
            ? template.names[2]!
            : template.names[(i + k) % 2]!,
        category,
        petTypesAccepted: PETS_BY_CATEGORY[category],
        homeServiceAvailable: (i + k) % 3 !== 0,
        emergency,
        // In the provider's country's currency (decision 0026).
        currency: priceCurrencyForCountry(provider.person.country),
        charges: chargesIn(category, priceCurrencyForCountry(provider.person.country)),
        isActive: i === 0 || emergency || (i + k) % 9 !== 4,
        createdAt: past(85 - (i % 10)),
      });
    }
  }
  const insertedServices = await ctx.db.insert(services).values(serviceRows).returning({
    id: services.id,
    providerId: services.providerId,
    category: services.category,
    isActive: services.isActive,
    emergency: services.emergency,
    petTypesAccepted: services.petTypesAccepted,
  });
  const cityOf = new Map(seeded.providers.map((p) => [p.id, p.person.city]));
  const demoProviderId = seeded.providers[0]!.id;

  /**
   * The services that could answer a request: active, in its categories (an emergency one for
   * Emergency Care), taking the pet, and from a provider in the parent's city — every provider
   * sits within 9 km of their city's centre, inside the 10 km default radius, so the matching
   * rule reaches them. One per provider.
   */
  const respondersFor = (name: RequestServiceName, petType: PetType, city: string) => {
    const categories = categoriesForServiceName(name);
    return insertedServices
      .filter(
        (s) =>
          s.isActive &&
          categories.includes(s.category) &&
          (name !== 'Emergency Care' || s.emergency) &&
          s.petTypesAccepted.includes(petType) &&
          cityOf.get(s.providerId) === city,
      )
      .filter((s, idx, all) => all.findIndex((o) => o.providerId === s.providerId) === idx);
  };

  // Requests in every state, each for a service that fits its pet, with responses from
  // providers nearby whose service takes the pet; every step after the one before.
  let n = 0;
  for (const [i, parent] of seeded.parents.entries()) {
    const parentPets = petsByParent.get(parent.id) ?? [];
    const count = i === 0 ? 3 : 1 + (i % 3);
    for (let k = 0; k < count; k += 1) {
      n += 1;
      const pet = parentPets[k % parentPets.length]!;
      const stage: Stage =
        i === 0
          ? (['completed', 'responded', 'cancelled'] as const)[k]!
          : STAGES[n % STAGES.length]!;
      const fits = REQUEST_TYPES_FOR_PET[pet.type];
      const rotated = [...fits.slice(n % fits.length), ...fits.slice(0, n % fits.length)];
      const name: RequestServiceName =
        i === 0
          ? REQUEST_SERVICE_TYPES[k * 3]!.name
          : stage === 'open'
            ? rotated[0]!
            : (rotated.find((t) => respondersFor(t, pet.type, parent.person.city).length > 0) ??
              rotated[0]!);
      const createdAt = past(5 + (n % 60), n % 12);
      const finished = stage === 'completed' || stage === 'cancelled';
      const neededOn = finished
        ? indiaDate(new Date(createdAt.getTime() + 3 * DAY))
        : addDays(today, 1 + (n % 14));
      const neededAt = TIMES[n % TIMES.length]!;
      const scheduled = indiaInstant(neededOn, neededAt);
      // The budget and the quotes are in the currency of where the service is needed: the
      // parent's city. Indian budgets keep their rupee figures; elsewhere near the local price.
      const currency = priceCurrencyForCountry(parent.person.country);
      const category = primaryCategoryFor(name);
      const budgetAmount =
        n % 3 === 0
          ? null
          : currency === 'INR'
            ? 50_000 + (n % 8) * 25_000
            : aroundPrice(category, currency, 0.9 + (n % 4) * 0.15);
      const [request] = await ctx.db
        .insert(serviceRequests)
        .values({
          requesterId: parent.id,
          petId: pet.id,
          serviceName: name,
          category: primaryCategoryFor(name),
          description: DESCRIPTIONS[name],
          neededOn,
          neededAt,
          status: 'open',
          budgetAmount,
          currency,
          createdAt,
          updatedAt: createdAt,
        })
        .returning({ id: serviceRequests.id });
      if (stage === 'open') continue;

      const candidates = respondersFor(name, pet.type, parent.person.city);
      // The demo provider answers some requests and leaves others on its board.
      const demo = candidates.find((s) => s.providerId === demoProviderId);
      const others = candidates.filter((s) => s.providerId !== demoProviderId);
      const shift = n % Math.max(others.length, 1);
      const turned = [...others.slice(shift), ...others.slice(0, shift)];
      const picked = [...(demo && n % 4 === 1 ? [demo] : []), ...turned].slice(0, 1 + (n % 3));
      if (picked.length === 0 && stage !== 'cancelled') continue;

      const responses: { responseId: string; serviceId: string; providerId: string; at: Date }[] =
        [];
      for (const [r, responder] of picked.entries()) {
        const at = new Date(createdAt.getTime() + (r + 1) * 3 * HOUR);
        const [row] = await ctx.db
          .insert(serviceResponses)
          .values({
            requestId: request!.id,
            providerId: responder.providerId,
            message: MESSAGES[(n + r) % MESSAGES.length]!,
            estimatedPrice:
              currency === 'INR'
                ? 40_000 + ((n + r) % 10) * 15_000
                : aroundPrice(category, currency, 0.85 + ((n + r) % 5) * 0.1),
            currency,
            createdAt: at,
            updatedAt: at,
          })
          .returning({ id: serviceResponses.id });
        responses.push({
          responseId: row!.id,
          serviceId: responder.id,
          providerId: responder.providerId,
          at,
        });
      }
      const lastAt = responses.at(-1)?.at ?? createdAt;
      const chosen = responses[0];
      if ((stage === 'accepted' || stage === 'completed') && chosen) {
        // Accepted after the last response, done after the service time, confirmed after that.
        const decidedAt = new Date(lastAt.getTime() + 2 * HOUR);
        const doneAt = stage === 'completed' ? new Date(scheduled.getTime() + HOUR) : null;
        const completedAt = doneAt ? new Date(doneAt.getTime() + HOUR) : null;
        for (const response of responses) {
          const isChosen = response.responseId === chosen.responseId;
          await ctx.db
            .update(serviceResponses)
            .set({
              status: isChosen ? (completedAt ? 'completed' : 'accepted') : 'rejected',
              completedAt: isChosen ? completedAt : null,
              updatedAt: completedAt && isChosen ? completedAt : decidedAt,
            })
            .where(eq(serviceResponses.id, response.responseId));
        }
        await ctx.db
          .update(serviceRequests)
          .set({
            status: completedAt ? 'completed' : 'responded',
            selectedProviderId: chosen.providerId,
            selectedResponseId: chosen.responseId,
            serviceId: chosen.serviceId,
            acceptedAt: decidedAt,
            providerDoneAt: doneAt,
            completedAt,
            updatedAt: completedAt ?? decidedAt,
          })
          .where(eq(serviceRequests.id, request!.id));
      } else if (stage === 'cancelled') {
        const cancelledAt = new Date(lastAt.getTime() + 5 * HOUR);
        await ctx.db
          .update(serviceRequests)
          .set({
            status: 'cancelled',
            cancelledAt,
            updatedAt: cancelledAt,
          })
          .where(eq(serviceRequests.id, request!.id));
      } else if (responses.length > 0) {
        await ctx.db
          .update(serviceRequests)
          .set({ status: 'responded', updatedAt: lastAt })
          .where(eq(serviceRequests.id, request!.id));
      }
    }
  }
};
