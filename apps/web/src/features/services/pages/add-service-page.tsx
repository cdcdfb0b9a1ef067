import { Container, Paper } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { SERVICE_MESSAGES } from '@petmitra/core/marketplace/services';
import { usePageTitle } from '../../../hooks/use-page-title';
import { showSaveError } from '../../../lib/form-errors';
import { toast } from '../../../lib/toast';
import { useCreateService } from '../api/create-service';
import { ServiceForm } from '../components/service-form';
import { PageHeader } from '../../../components/page-header';

export function AddServicePage() {
  usePageTitle('Add a Service');
  const navigate = useNavigate();
  const createService = useCreateService();

  return (
    <Container size="md" py="xl">
      <PageHeader
        title="Add a Service"
        description="List what you offer, the pets you care for and your prices. Pet parents who request this kind of service will see your responses."
      />
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
        <ServiceForm
          submitLabel="Add Service"
          submitIcon={<IconPlus size={18} aria-hidden />}
          pending={createService.isPending}
          onSubmit={(input, setErrors) =>
            createService.mutate(input, {
              onSuccess: () => {
                toast.success(SERVICE_MESSAGES.added);
                void navigate('/provider-home');
              },
              onError: (error) => showSaveError(error, setErrors, SERVICE_MESSAGES.addFailed),
            })
          }
        />
      </Paper>
    </Container>
  );
}
