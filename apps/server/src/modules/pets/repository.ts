import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { preparedOnce, type Db } from '../../db/client';
import { pets, serviceRequests } from '../../db/schema/marketplace';

export type PetRow = typeof pets.$inferSelect;
export type NewPet = typeof pets.$inferInsert;
export type PetPatch = Partial<Omit<NewPet, 'id' | 'ownerId' | 'createdAt'>>;

export function createPetRepository(db: Db) {
  // My Pets, read on every visit of the pet pages and the request form.
  const byOwner = preparedOnce(() =>
    db
      .select()
      .from(pets)
      .where(eq(pets.ownerId, sql.placeholder('ownerId')))
      .orderBy(desc(pets.createdAt), desc(pets.id))
      .prepare('pets_by_owner'),
  );
  return {
    listByOwner(ownerId: string) {
      return byOwner().execute({ ownerId });
    },
    async countByOwner(ownerId: string) {
      const [row] = await db.select({ n: count() }).from(pets).where(eq(pets.ownerId, ownerId));
      return row?.n ?? 0;
    },
    async findOwned(id: string, ownerId: string) {
      const [row] = await db
        .select()
        .from(pets)
        .where(and(eq(pets.id, id), eq(pets.ownerId, ownerId)))
        .limit(1);
      return row ?? null;
    },
    /** The pet, locked until the transaction ends (a photo change reads the old file under it). */
    async lockOwned(id: string, ownerId: string) {
      const [row] = await db
        .select()
        .from(pets)
        .where(and(eq(pets.id, id), eq(pets.ownerId, ownerId)))
        .for('update')
        .limit(1);
      return row ?? null;
    },
    async insert(pet: NewPet) {
      const [row] = await db.insert(pets).values(pet).returning();
      return row!;
    },
    async updateOwned(id: string, ownerId: string, patch: PetPatch) {
      const [row] = await db
        .update(pets)
        .set({ ...patch, updatedAt: new Date() })
        .where(and(eq(pets.id, id), eq(pets.ownerId, ownerId)))
        .returning();
      return row ?? null;
    },
    async deleteOwned(id: string, ownerId: string) {
      const [row] = await db
        .delete(pets)
        .where(and(eq(pets.id, id), eq(pets.ownerId, ownerId)))
        .returning();
      return row ?? null;
    },
    /** Open or in-progress requests for the pet (they keep it from being deleted). */
    async hasActiveRequests(petId: string) {
      const [row] = await db
        .select({ id: serviceRequests.id })
        .from(serviceRequests)
        .where(
          and(
            eq(serviceRequests.petId, petId),
            inArray(serviceRequests.status, ['open', 'responded']),
          ),
        )
        .limit(1);
      return Boolean(row);
    },
  };
}

export type PetRepository = ReturnType<typeof createPetRepository>;
