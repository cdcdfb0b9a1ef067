import { Modal, Text } from '@mantine/core';
import { messageForError } from '@petmitra/core/errors';
import type { MyRequest } from '@petmitra/core/marketplace/requests';
import { PageLoader } from '../../../components/page-loader';
import { useRequestResponses } from '../api/get-request-responses';
import { useConfirmAccept } from './confirm-accept';
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
  const accept = useConfirmAccept();
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
        acceptingId={accept.acceptingId}
        onAccept={canAccept ? (response) => accept.ask(request.id, response) : undefined}
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
