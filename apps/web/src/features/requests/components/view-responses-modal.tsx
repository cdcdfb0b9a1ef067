import { Modal, Text } from '@mantine/core';
import { messageForError } from '@petmitra/core/errors';
import { REQUEST_MESSAGES, type MyRequest } from '@petmitra/core/marketplace/requests';
import { PageLoader } from '../../../components/page-loader';
import { toast } from '../../../lib/toast';
import { useAcceptResponse } from '../api/accept-response';
import { useRequestResponses } from '../api/get-request-responses';
import { ResponseList } from './response-list';

/** View Responses: every provider's answer to one request, with Accept while none is chosen. */
export function ViewResponsesModal({
  request,
  onClose,
}: {
  request: MyRequest | null;
  onClose: () => void;
}) {
  const responses = useRequestResponses(request?.id ?? null);
  const accept = useAcceptResponse();
  const canAccept =
    request !== null &&
    request.selectedResponseId === null &&
    (request.status === 'open' || request.status === 'responded');

  let body;
  if (!request) body = null;
  else if (responses.isPending) body = <PageLoader label="Loading responses..." />;
  else if (responses.isError) {
    body = (
      <Text c="var(--mantine-color-error)" role="alert">
        {messageForError(responses.error)}
      </Text>
    );
  } else {
    body = (
      <ResponseList
        responses={responses.data}
        acceptingId={accept.isPending ? accept.variables.responseId : null}
        onAccept={
          canAccept
            ? (response) =>
                accept.mutate(
                  { requestId: request.id, responseId: response.id },
                  {
                    onSuccess: () =>
                      toast.success(`You chose ${response.provider.name}.`, {
                        title: REQUEST_MESSAGES.accepted,
                      }),
                    onError: (error) => toast.error(messageForError(error)),
                  },
                )
            : undefined
        }
      />
    );
  }

  return (
    <Modal
      opened={request !== null}
      onClose={onClose}
      title={request ? `Responses to your ${request.serviceName} request` : 'Responses'}
      size="lg"
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {body}
    </Modal>
  );
}
