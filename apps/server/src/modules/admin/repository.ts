import { desc } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { emailOutbox } from '../../db/schema/foundation';

export function createAdminRepository(db: Db) {
  return {
    /** The embedded mailer's outbox, newest first. */
    latestEmails(limit: number) {
      return db.select().from(emailOutbox).orderBy(desc(emailOutbox.createdAt)).limit(limit);
    },
  };
}
