import { Button, Modal } from '@mantine/core';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { isApiError, messageForError } from '@petmitra/core/errors';
import { PET_MESSAGES, type Pet } from '@petmitra/core/marketplace/pets';
import { serverFieldErrors } from '../../../lib/form-errors';
import { toast } from '../../../lib/toast';
import { useUpdatePet } from '../api/update-pet';
import { PetForm } from './pet-form';

interface EditPetModalProps {
  pet: Pet | null;
  onClose: () => void;
}

/** Edits a pet for real (PATCH), and replaces its photo when a new one is picked. */
export function EditPetModal({ pet, onClose }: EditPetModalProps) {
  const updatePet = useUpdatePet();

  return (
    <Modal
      opened={pet !== null}
      onClose={onClose}
      title={pet ? `Edit ${pet.name}` : 'Edit pet'}
      size="lg"
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {pet ? (
        <PetForm
          key={pet.id}
          pet={pet}
          submitLabel="Save Changes"
          submitIcon={<IconDeviceFloppy size={18} aria-hidden />}
          pending={updatePet.isPending}
          secondaryAction={
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
          }
          onSubmit={(input, photo, setErrors) => {
            updatePet.mutate(
              { petId: pet.id, input, photo },
              {
                onSuccess: ({ photoError }) => {
                  toast.success(PET_MESSAGES.updated);
                  if (photoError) {
                    toast.warning(messageForError(photoError), {
                      title: 'The photo was not saved',
                    });
                  }
                  onClose();
                },
                onError: (error) => {
                  setErrors(serverFieldErrors(error));
                  toast.error(
                    isApiError(error) && error.code === 'validation' && error.message
                      ? error.message
                      : PET_MESSAGES.updateFailed,
                  );
                },
              },
            );
          }}
        />
      ) : null}
    </Modal>
  );
}
