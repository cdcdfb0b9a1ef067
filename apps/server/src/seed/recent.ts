import { and, eq, inArray } from 'drizzle-orm';
import { indiaDate } from '@petmitra/core/marketplace/india-time';
import type { AppContext } from '../context';
import { users } from '../db/schema/foundation';
import { pets, serviceRequests, serviceResponses } from '../db/schema/marketplace';
import { AppError } from '../http/errors';
import { createRequestLifecycle } from '../modules/requests/lifecycle';
import { createMessagingService } from '../modules/messaging/service';
import type { DomainSeeder, SeededUsers } from './demo';

const DAY = 86_400_000;

/**
 * What happens as the demo starts, through the product's own services, so the demo parent and
 * provider open on a bell with something in it. The rest of the demo happened in earlier months
 * and its notifications expired long ago (they live 1 to 7 days). Both steps are taken by other
 * accounts, so the demo parent and provider keep this month's free request and response:
 * - another Bengaluru parent asks for grooming near the demo provider ('request.created': the
 *   providers it reaches hear of it, the demo provider among them);
 * - the Bengaluru vet who quoted on the demo parent's open request last month follows it up
 *   with a message ('message.sent': the parent hears of it, and /messages has the conversation).
 * Notifications, emails and live events follow from the events as for any request and response,
 * once the workers run; the seed needs the app built (its consumers registered) first.
 */
export const seedRecentActivity: DomainSeeder = async (ctx: AppContext, seeded: SeededUsers) => {
  const now = new Date();
  await postNearbyRequest(ctx, seeded, now);
  await followUpOnDemoParentsRequest(ctx, seeded);
};

const userRow = async (ctx: AppContext, id: string) =>
  (await ctx.db.select().from(users).where(eq(users.id, id)))[0]!;

/** The first refusal a seeded step may meet (a rule the product enforces): try the next one. */
const refused = (error: unknown) => error instanceof AppError && error.status < 500;

async function postNearbyRequest(ctx: AppContext, seeded: SeededUsers, now: Date) {
  const demoProvider = seeded.providers[0]!;
  const lifecycle = createRequestLifecycle(ctx);
  const neighbours = seeded.parents
    .slice(1)
    .filter((p) => p.person.city === demoProvider.person.city);
  for (const parent of neighbours) {
    const [dog] = await ctx.db
      .select({ id: pets.id, name: pets.name })
      .from(pets)
      .where(and(eq(pets.ownerId, parent.id), inArray(pets.type, ['dog', 'cat'])))
      .limit(1);
    if (!dog) continue;
    try {
      await lifecycle.create(
        await userRow(ctx, parent.id),
        {
          serviceName: 'Pet Grooming',
          petId: dog.id,
          description: `Bath, nail trim and brushing for ${dog.name}, who is calm with strangers.`,
          neededOn: indiaDate(new Date(now.getTime() + 3 * DAY)),
          neededAt: '10:30',
          budgetAmount: 120_000,
          serviceMode: 'at_provider',
          place: null,
          providerId: null,
        },
        now,
      );
      return;
    } catch (error) {
      if (!refused(error)) throw error;
    }
  }
}

async function followUpOnDemoParentsRequest(ctx: AppContext, seeded: SeededUsers) {
  const demoParent = seeded.parents[0]!;
  const [quote] = await ctx.db
    .select({ requestId: serviceRequests.id, providerId: serviceResponses.providerId })
    .from(serviceRequests)
    .innerJoin(serviceResponses, eq(serviceResponses.requestId, serviceRequests.id))
    .where(
      and(
        eq(serviceRequests.requesterId, demoParent.id),
        inArray(serviceRequests.status, ['open', 'responded']),
        eq(serviceResponses.status, 'pending'),
      ),
    )
    .orderBy(serviceResponses.createdAt)
    .limit(1);
  if (!quote) return;
  const provider = await userRow(ctx, quote.providerId);
  const messaging = createMessagingService(ctx);
  const { conversation } = await messaging.start(provider, { requestId: quote.requestId });
  await messaging.send(provider, conversation.id, {
    body: 'Hello! Following up on my quote: I have a slot on the day you asked for, and I can come to your home if that is easier for your pet. Ask me anything here.',
    clientKey: 'demo-follow-up',
  });
}
