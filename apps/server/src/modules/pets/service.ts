import { isUuid } from '@petmitra/core/marketplace/ids';
import {
  PET_MESSAGES,
  type Pet,
  type PetInput,
  type PetUpdateInput,
} from '@petmitra/core/marketplace/pets';
import type { AppContext } from '../../context';
import type { UserRow } from '../../auth/session-user';
import { conflict, notFound } from '../../http/errors';
import { prepareImage, type UploadedImage } from '../../infra/images';
import { contentTypeOf } from '../../infra/uploads';
import { createFileService } from '../files/service';
import { createPetRepository, type PetRow } from './repository';

export function toPet(row: PetRow): Pet {
  return {
    id: row.id,
    ownerId: row.ownerId,
    name: row.name,
    type: row.type,
    weight: Number(row.weight),
    pic: row.pic,
    medicalHistory: row.medicalHistory,
    vaccinationStatus: row.vaccinationStatus,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** A parent's pets. Every lookup is scoped to the owner: another parent's pet is "not found". */
export function createPetService(ctx: AppContext) {
  const repo = createPetRepository(ctx.db);
  const files = createFileService(ctx);

  const owned = async (user: UserRow, id: string) => {
    const row = isUuid(id) ? await repo.findOwned(id, user.id) : null;
    if (!row) throw notFound(PET_MESSAGES.notFound);
    return row;
  };

  return {
    async list(user: UserRow) {
      return (await repo.listByOwner(user.id)).map(toPet);
    },

    async get(user: UserRow, id: string) {
      return toPet(await owned(user, id));
    },

    /** For other modules: the parent's own pet, or null. */
    async findOwned(ownerId: string, id: string) {
      if (!isUuid(id)) return null;
      const row = await repo.findOwned(id, ownerId);
      return row ? toPet(row) : null;
    },

    countFor(ownerId: string) {
      return repo.countByOwner(ownerId);
    },

    async create(user: UserRow, input: PetInput) {
      return toPet(
        await repo.insert({
          ownerId: user.id,
          name: input.name,
          type: input.type,
          weight: input.weight,
          medicalHistory: input.medicalHistory,
          vaccinationStatus: input.vaccinationStatus,
        }),
      );
    },

    async update(user: UserRow, id: string, input: PetUpdateInput) {
      await owned(user, id);
      const updated = await repo.updateOwned(id, user.id, {
        ...(input.name !== undefined ? { name: input.name } : {}),
        ...(input.type !== undefined ? { type: input.type } : {}),
        ...(input.weight !== undefined ? { weight: input.weight } : {}),
        ...(input.medicalHistory !== undefined ? { medicalHistory: input.medicalHistory } : {}),
        ...(input.vaccinationStatus !== undefined
          ? { vaccinationStatus: input.vaccinationStatus }
          : {}),
      });
      if (!updated) throw notFound(PET_MESSAGES.notFound);
      return toPet(updated);
    },

    /** Deletes the pet; its photo is removed after the commit (files.remove job). */
    async remove(user: UserRow, id: string) {
      const pet = await owned(user, id);
      if (await repo.hasActiveRequests(pet.id)) throw conflict(PET_MESSAGES.hasActiveRequests);
      await ctx.db.transaction(async (tx) => {
        const deleted = await createPetRepository(tx).deleteOwned(pet.id, user.id);
        if (!deleted) throw notFound(PET_MESSAGES.notFound);
        await files.removeAfterCommit(tx, deleted.pic);
      });
    },

    /**
     * Stores the new photo first, then points the pet at it in a transaction that also queues
     * the old photo's removal. If the store is unreachable nothing changes ('Failed to upload
     * image'); if the transaction fails the new file is removed.
     */
    async setPhoto(user: UserRow, id: string, file: UploadedImage) {
      const pet = await owned(user, id);
      const image = await prepareImage(file, { allowGif: true });
      const stored = await files.storePublic('pet_photo', user.id, {
        ...image,
        contentType: contentTypeOf(`x.${image.ext}`),
      });
      const updated = await files.attach(stored, () =>
        ctx.db.transaction(async (tx) => {
          const pets = createPetRepository(tx);
          const current = await pets.lockOwned(pet.id, user.id);
          if (!current) throw notFound(PET_MESSAGES.notFound);
          const row = await pets.updateOwned(pet.id, user.id, { pic: stored.url });
          await files.removeAfterCommit(tx, current.pic);
          return row!;
        }),
      );
      return toPet(updated);
    },
  };
}

export type PetService = ReturnType<typeof createPetService>;
