import { eq } from 'drizzle-orm';
import { indiaDate } from '@petmitra/core/marketplace/india-time';
import type { PetType, VaccinationStatus } from '@petmitra/core/marketplace/pets';
import { monthStart } from '@petmitra/core/marketplace/quota';
import {
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
    charges: [{ description: 'Home delivery (orders under ₹500)', amount: 4_900 }],
  },
  veterinary: {
    names: ['General Vet Consultation', 'Home Vet Visit'],
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
  const petsByParent = new Map<string, { id: string; name: string }[]>();
  let petIndex = 0;
  for (const [i, parent] of seeded.parents.entries()) {
    const count = i === 0 ? 2 : 1 + (i % 2);
    const rows = [];
    for (let k = 0; k < count; k += 1) {
      const template = PET_TEMPLATES[i === 0 ? k : petIndex % PET_TEMPLATES.length]!;
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
      .returning({ id: pets.id, name: pets.name });
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
      serviceRows.push({
        providerId: provider.id,
        name: template.names[(i + k) % template.names.length]!,
        category,
        petTypesAccepted:
          category === 'walking' ? ['dog'] : i % 2 ? ['dog', 'cat'] : ['dog', 'cat', 'rabbit'],
        homeServiceAvailable: (i + k) % 3 !== 0,
        charges: template.charges,
        isActive: i === 0 || (i + k) % 9 !== 4,
        createdAt: past(85 - (i % 10)),
      });
    }
  }
  const insertedServices = await ctx.db.insert(services).values(serviceRows).returning({
    id: services.id,
    providerId: services.providerId,
    category: services.category,
    isActive: services.isActive,
  });
  const activeByCategory = new Map<ServiceCategory, { id: string; providerId: string }[]>();
  for (const s of insertedServices) {
    if (!s.isActive) continue;
    const list = activeByCategory.get(s.category) ?? [];
    list.push({ id: s.id, providerId: s.providerId });
    activeByCategory.set(s.category, list);
  }
  const demoProviderId = seeded.providers[0]!.id;

  // Requests in every state, with responses from providers of the matching categories.
  let n = 0;
  for (const [i, parent] of seeded.parents.entries()) {
    const parentPets = petsByParent.get(parent.id) ?? [];
    const count = i === 0 ? 3 : 1 + (i % 3);
    for (let k = 0; k < count; k += 1) {
      n += 1;
      const type = REQUEST_SERVICE_TYPES[(i === 0 ? k * 3 : n * 4) % REQUEST_SERVICE_TYPES.length]!;
      const pet = parentPets[k % parentPets.length]!;
      const stage: Stage =
        i === 0
          ? (['completed', 'responded', 'cancelled'] as const)[k]!
          : STAGES[n % STAGES.length]!;
      const createdAt = past(5 + (n % 60), n % 12);
      const finished = stage === 'completed' || stage === 'cancelled';
      const neededOn = finished
        ? indiaDate(new Date(createdAt.getTime() + 3 * DAY))
        : addDays(today, 1 + (n % 14));
      const [request] = await ctx.db
        .insert(serviceRequests)
        .values({
          requesterId: parent.id,
          petId: pet.id,
          serviceName: type.name,
          category: primaryCategoryFor(type.name),
          description: DESCRIPTIONS[type.name],
          neededOn,
          neededAt: TIMES[n % TIMES.length]!,
          status: 'open',
          budgetAmount: n % 3 === 0 ? null : 50_000 + (n % 8) * 25_000,
          createdAt,
          updatedAt: createdAt,
        })
        .returning({ id: serviceRequests.id });
      if (stage === 'open') continue;

      const candidates = categoriesForServiceName(type.name)
        .flatMap((c) => activeByCategory.get(c) ?? [])
        .filter((s, idx, all) => all.findIndex((o) => o.providerId === s.providerId) === idx);
      // The demo provider answers some requests and leaves others on its board.
      const demo = candidates.find((s) => s.providerId === demoProviderId);
      const others = candidates.filter((s) => s.providerId !== demoProviderId);
      const shift = n % Math.max(others.length, 1);
      const rotated = [...others.slice(shift), ...others.slice(0, shift)];
      const picked = [...(demo && n % 4 === 1 ? [demo] : []), ...rotated].slice(0, 1 + (n % 3));
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
            estimatedPrice: 40_000 + ((n + r) % 10) * 15_000,
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
        const decidedAt = new Date(lastAt.getTime() + 2 * HOUR);
        const completedAt = stage === 'completed' ? new Date(decidedAt.getTime() + 2 * DAY) : null;
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
