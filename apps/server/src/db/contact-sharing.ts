import { sql, type SQL } from 'drizzle-orm';

/**
 * The one rule for when a parent and a provider see each other's phone and email (issue 15):
 * once a response by the provider to one of the parent's requests was accepted. Messaging unmasks
 * contact details by it; the provider profile shows the provider's contact by it.
 */
export const contactSharedBetween = (parent: SQL, provider: SQL) => sql`EXISTS (
  SELECT 1 FROM service_responses sr JOIN service_requests q ON q.id = sr.request_id
   WHERE sr.provider_id = ${provider} AND q.requester_id = ${parent}
     AND sr.status IN ('accepted', 'completed'))`;
