import { Button, Modal } from '@mantine/core';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { RESPONSE_MESSAGES, type MyResponse } from '@petmitra/core/marketplace/responses';
import { showSaveError } from '../../../lib/form-errors';
import { toast } from '../../../lib/toast';
import { useUpdateResponse } from '../api/update-response';
import { ResponseForm } from './response-form';

/** Edit Response on My Responses (pending responses only; the API enforces it too). */
export function EditResponseModal({
  response,
  onClose,
}: {
  response: MyResponse | null;
  onClose: () => void;
}) {
  const update = useUpdateResponse();
  return (
    <Modal
      opened={response !== null}
      onClose={onClose}
      title={response ? `Edit your response: ${response.serviceName}` : 'Edit response'}
      size="lg"
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {response ? (
        <ResponseForm
          key={response.id}
          currency={response.currency}
          initial={response}
          submitLabel="Save Response"
          submitIcon={<IconDeviceFloppy size={18} aria-hidden />}
          pending={update.isPending}
          secondaryAction={
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
          }
          onSubmit={(input, setErrors) =>
            update.mutate(
              { responseId: response.id, input },
              {
                onSuccess: () => {
                  toast.success(RESPONSE_MESSAGES.updated);
                  onClose();
                },
                onError: (error) => showSaveError(error, setErrors, RESPONSE_MESSAGES.sendFailed),
              },
            )
          }
        />
      ) : null}
    </Modal>
  );
}
