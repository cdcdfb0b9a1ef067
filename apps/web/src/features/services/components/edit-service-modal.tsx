import { Button, Modal } from '@mantine/core';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { SERVICE_MESSAGES, type Service } from '@petmitra/core/marketplace/services';
import { showSaveError } from '../../../lib/form-errors';
import { toast } from '../../../lib/toast';
import { useUpdateService } from '../api/update-service';
import { ServiceForm } from './service-form';

export function EditServiceModal({
  service,
  onClose,
}: {
  service: Service | null;
  onClose: () => void;
}) {
  const updateService = useUpdateService();
  return (
    <Modal
      opened={service !== null}
      onClose={onClose}
      title={service ? `Edit ${service.name}` : 'Edit service'}
      size="xl"
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {service ? (
        <ServiceForm
          key={service.id}
          service={service}
          submitLabel="Save Changes"
          submitIcon={<IconDeviceFloppy size={18} aria-hidden />}
          pending={updateService.isPending}
          secondaryAction={
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
          }
          onSubmit={(input, setErrors) =>
            updateService.mutate(
              { serviceId: service.id, input },
              {
                onSuccess: () => {
                  toast.success(SERVICE_MESSAGES.updated);
                  onClose();
                },
                onError: (error) => showSaveError(error, setErrors, SERVICE_MESSAGES.updateFailed),
              },
            )
          }
        />
      ) : null}
    </Modal>
  );
}
