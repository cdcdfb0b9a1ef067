import { isUuid } from '@petmitra/core/marketplace/ids';
import type { RequestDetail } from '@petmitra/core/marketplace/request-detail';
import { REQUEST_MESSAGES } from '@petmitra/core/marketplace/requests';
import type { UserRow } from '../../auth/session-user';
import type { AppContext } from '../../context';
import { notFound } from '../../http/errors';
import type { RequestBoard } from './board';
import { createRequestRepository } from './repository';
import { isOpenToProviders, requestFields, toRequestResponse } from './views';

/** /request/{id}, the one page both sides of a request see, each as they may. */
export function createRequestDetail(ctx: AppContext, board: Pick<RequestBoard, 'reachesProvider'>) {
  const repo = createRequestRepository(ctx.db);
  const { reachesProvider } = board;

  return {
    /** The provider's response to the request (its id), or null: for modules that ask. */
    responseOf(requestId: string, providerId: string) {
      return repo.hasResponded(requestId, providerId);
    },

    /**
     * /request/{id}: the requester sees everything; a provider sees it while it reaches them
     * (direct, or within their radius and categories) or after responding, with the parent's phone and email only once their
     * own response was accepted. Anyone else gets "not found".
     */
    async detail(user: UserRow, id: string, now = new Date()): Promise<RequestDetail> {
      const row = isUuid(id) ? await repo.detail(id) : null;
      if (!row) throw notFound(REQUEST_MESSAGES.notFound);
      const r = row.request;
      const isRequester = r.requesterId === user.id;
      let myResponseId: string | null = null;
      let canRespond = false;
      if (!isRequester) {
        if (user.role !== 'service_provider') throw notFound(REQUEST_MESSAGES.notFound);
        myResponseId = await repo.hasResponded(r.id, user.id);
        const open = isOpenToProviders(r) && (await reachesProvider(r, user.id));
        if (!myResponseId && !open) throw notFound(REQUEST_MESSAGES.notFound);
        canRespond = open && !myResponseId;
      }
      const contactVisible =
        isRequester || (myResponseId !== null && r.selectedResponseId === myResponseId);
      const responses = (
        await repo.responsesWithProviders(r.id, isRequester ? undefined : user.id)
      ).map(toRequestResponse);
      return {
        ...requestFields(r, now, row.directProviderName),
        pet: row.pet
          ? {
              id: row.pet.id,
              name: row.pet.name,
              type: row.pet.type,
              weight: Number(row.pet.weight),
              pic: row.pet.pic,
              vaccinationStatus: row.pet.vaccinationStatus,
              medicalHistory: row.pet.medicalHistory,
            }
          : null,
        requester: {
          id: row.requester.id,
          name: row.requester.name,
          city: row.requester.city,
          country: row.requester.country,
          phone: contactVisible ? row.requester.phone : null,
          email: contactVisible ? row.requester.email : null,
        },
        responseCount: row.responseCount,
        responses,
        // Other providers do not learn who was chosen.
        selectedProvider:
          (isRequester || contactVisible) && r.selectedProviderId && row.selectedProviderName
            ? { id: r.selectedProviderId, name: row.selectedProviderName }
            : null,
        selectedResponseId: isRequester || contactVisible ? r.selectedResponseId : null,
        viewer: { isRequester, canRespond, contactVisible, myResponseId },
      };
    },
  };
}
