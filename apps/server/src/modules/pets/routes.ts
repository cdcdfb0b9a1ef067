import type { FastifyPluginAsync } from 'fastify';
import { petsApi } from '@petmitra/core/marketplace/pets-api';
import { summarisePets } from '@petmitra/core/marketplace/pets';
import { currentUser, requireRole } from '../../auth/plugin';
import { readSingleFile } from '../../http/multipart';
import { route } from '../../http/route';
import { createPetService } from './service';

/** My Pets (pet parents only). */
export const petRoutes: FastifyPluginAsync = async (app) => {
  const pets = createPetService(app.ctx);
  const parent = { preHandler: requireRole('pet_parent') };

  route(app, petsApi.list, parent, async (request) => {
    const list = await pets.list(currentUser(request));
    return { pets: list, summary: summarisePets(list) };
  });

  route(app, petsApi.create, parent, async (request) => ({
    pet: await pets.create(currentUser(request), request.body),
  }));

  route(app, petsApi.get, parent, async (request) => ({
    pet: await pets.get(currentUser(request), request.params.id),
  }));

  route(app, petsApi.update, parent, async (request) => ({
    pet: await pets.update(currentUser(request), request.params.id, request.body),
  }));

  route(app, petsApi.remove, parent, async (request) => {
    await pets.remove(currentUser(request), request.params.id);
    return null;
  });

  route(app, petsApi.uploadPhoto, parent, async (request) => {
    const user = currentUser(request);
    // Ownership first, so a stranger's upload is refused before it is read or stored.
    await pets.get(user, request.params.id);
    const file = await readSingleFile(request);
    return { pet: await pets.setPhoto(user, request.params.id, file) };
  });
};
