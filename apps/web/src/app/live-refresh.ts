import { useQueryClient } from '@tanstack/react-query';
import { useLiveEvent } from '../lib/live-stream';
import { dashboardQueryKey } from '../features/home/api/keys';
import { requestsQueryKey } from '../features/requests/api/keys';
import { responsesQueryKey } from '../features/responses/api/keys';

/**
 * Pages that show requests refresh when one changes (issue 11): the server sends
 * `request.changed` to the parent and the providers involved in a request after each change
 * (a response, an acceptance, a completion, a cancellation), and a provider hears of a new
 * request near them through its service_request_new notification. The home pages, My Service
 * Requests, My Responses, the board and the request page refetch what is on screen.
 */
export function useLiveRefresh() {
  const queryClient = useQueryClient();
  const refresh = () => {
    for (const queryKey of [requestsQueryKey, responsesQueryKey, dashboardQueryKey]) {
      void queryClient.invalidateQueries({ queryKey });
    }
  };
  useLiveEvent('request.changed', refresh);
  useLiveEvent('notification.created', ({ notification }) => {
    if (notification.type === 'service_request_new') refresh();
  });
}
