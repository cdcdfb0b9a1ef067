import type { AppContext } from '../../context';
import { createRequestBoard } from './board';
import { createRequestDetail } from './detail';
import { createRequestLifecycle } from './lifecycle';

// What the responses module shows and checks the same way.
export { isOpenToProviders, toRequestResponse } from './views';

/**
 * Service requests, as other modules and the routes see them: the parent's side
 * (lifecycle.ts), the provider board (board.ts) and the role-aware detail (detail.ts). A
 * provider sees a request only while it is open to their categories or after responding.
 */
export function createRequestService(ctx: AppContext) {
  const board = createRequestBoard(ctx);
  return {
    ...createRequestLifecycle(ctx),
    ...board,
    ...createRequestDetail(ctx, board),
  };
}

export type RequestService = ReturnType<typeof createRequestService>;
