import { Button, Modal, Text } from '@mantine/core';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { messageForError } from '@petmitra/core/errors';
import { REQUEST_MESSAGES, type MyRequest } from '@petmitra/core/marketplace/requests';
import { PageLoader } from '../../../components/page-loader';
import { showSaveError } from '../../../lib/form-errors';
import { toast } from '../../../lib/toast';
import { usePetChoices } from '../api/get-pet-choices';
import { useUpdateRequest } from '../api/update-request';
import { RequestForm, requestFieldsFrom } from './request-form';

/** Edits an open request for real (PATCH); the API refuses once a provider was chosen. */
export function EditRequestModal({
  request,
  onClose,
}: {
  request: MyRequest | null;
  onClose: () => void;
}) {
  const pets = usePetChoices(request !== null);
  const update = useUpdateRequest();

  let body;
  if (!request) body = null;
  else if (pets.isPending) body = <PageLoader label="Loading your pets..." />;
  else if (pets.isError) {
    body = (
      <Text c="var(--mantine-color-error)" role="alert">
        {messageForError(pets.error)}
      </Text>
    );
  } else {
    body = (
      <RequestForm
        key={request.id}
        pets={pets.data}
        initialValues={requestFieldsFrom(request)}
        submitLabel="Save Changes"
        submitIcon={<IconDeviceFloppy size={18} aria-hidden />}
        pending={update.isPending}
        secondaryAction={
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
        }
        onSubmit={(input, setErrors) =>
          update.mutate(
            { requestId: request.id, input: { ...input, place: input.place ?? undefined } },
            {
              onSuccess: () => {
                toast.success(REQUEST_MESSAGES.updated);
                onClose();
              },
              onError: (error) => showSaveError(error, setErrors, REQUEST_MESSAGES.submitFailed),
            },
          )
        }
      />
    );
  }

  return (
    <Modal
      opened={request !== null}
      onClose={onClose}
      title={request ? `Edit your ${request.serviceName} request` : 'Edit request'}
      size="xl"
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {body}
    </Modal>
  );
}
