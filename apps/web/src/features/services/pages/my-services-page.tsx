import { Button, Container, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import {
  IconBriefcase,
  IconChecklist,
  IconCircleCheck,
  IconClockHour4,
  IconPlus,
} from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { messageForError } from '@petmitra/core/errors';
import { SERVICE_MESSAGES, type MyService } from '@petmitra/core/marketplace/services';
import { ErrorState } from '../../../components/error-state';
import { PageLoader } from '../../../components/page-loader';
import { usePageTitle } from '../../../hooks/use-page-title';
import { toast } from '../../../lib/toast';
import { useDeleteService } from '../api/delete-service';
import { useMyServices } from '../api/get-my-services';
import { useUpdateService } from '../api/update-service';
import { EditServiceModal } from '../components/edit-service-modal';
import { ServiceCard } from '../components/service-card';
import { EmptyState } from '../../../components/empty-state';
import { StatTile } from '../../../components/stat-tile';
import { PageHeader } from '../../../components/page-header';

export function MyServicesPage() {
  usePageTitle('My Services');
  const services = useMyServices();
  const updateService = useUpdateService();
  const deleteService = useDeleteService();
  const [editing, setEditing] = useState<MyService | null>(null);

  const toggleActive = (service: MyService, isActive: boolean) =>
    updateService.mutate(
      { serviceId: service.id, input: { isActive } },
      {
        onSuccess: () =>
          toast.success(isActive ? `${service.name} is active` : `${service.name} is inactive`),
        onError: (error) => toast.error(messageForError(error)),
      },
    );

  const confirmDelete = (service: MyService) =>
    modals.openConfirmModal({
      title: `Delete ${service.name}?`,
      children: <Text size="sm">{SERVICE_MESSAGES.deleteConfirm}</Text>,
      labels: { confirm: 'Delete', cancel: 'Keep' },
      confirmProps: { color: 'red' },
      closeButtonProps: { 'aria-label': 'Close' },
      onConfirm: () =>
        deleteService.mutate(service.id, {
          onSuccess: () => toast.success(SERVICE_MESSAGES.deleted),
          onError: (error) => toast.error(messageForError(error)),
        }),
    });

  let body;
  if (services.isPending) {
    body = <PageLoader label="Loading your services..." />;
  } else if (services.isError) {
    body = (
      <ErrorState
        title="We couldn't load your services"
        message={messageForError(services.error)}
        onRetry={() => void services.refetch()}
      />
    );
  } else {
    const { summary } = services.data;
    body = (
      <Stack gap="xl">
        <SimpleGrid cols={{ base: 2, md: 4 }} spacing="md">
          <StatTile
            label="Total services"
            value={summary.totalServices}
            icon={<IconBriefcase size={22} />}
          />
          <StatTile
            label="Active services"
            value={summary.activeServices}
            icon={<IconCircleCheck size={22} />}
          />
          <StatTile
            label="Total requests"
            value={summary.totalRequests}
            icon={<IconChecklist size={22} />}
          />
          <StatTile
            label="Active requests"
            value={summary.activeRequests}
            icon={<IconClockHour4 size={22} />}
          />
        </SimpleGrid>
        {services.data.services.length === 0 ? (
          <EmptyState
            title="No services yet"
            action={
              <Button
                component={Link}
                to="/add-service"
                leftSection={<IconPlus size={18} aria-hidden />}
              >
                Add your first service
              </Button>
            }
          >
            Add your first service so pet parents looking for it can find you and you can respond to
            their requests.
          </EmptyState>
        ) : (
          <section aria-labelledby="services-heading">
            <Title order={2} size="h3" id="services-heading" mb="md">
              Your services
            </Title>
            <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
              {services.data.services.map((service) => (
                <ServiceCard
                  key={service.id}
                  service={service}
                  onToggleActive={toggleActive}
                  toggling={
                    updateService.isPending && updateService.variables.serviceId === service.id
                  }
                  onEdit={setEditing}
                  onDelete={confirmDelete}
                  deleting={deleteService.isPending && deleteService.variables === service.id}
                />
              ))}
            </SimpleGrid>
          </section>
        )}
        <Paper
          withBorder
          radius="lg"
          p="lg"
          component="section"
          aria-labelledby="performance-heading"
        >
          <Title order={2} size="h3" id="performance-heading" mb="md">
            Performance summary
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
            <Stack gap={0}>
              <Text fz={24} fw={700}>
                {summary.percentActive}%
              </Text>
              <Text size="sm" c="dimmed">
                of your services are active
              </Text>
            </Stack>
            <Stack gap={0}>
              <Text fz={24} fw={700}>
                {summary.averageRequestsPerService.toFixed(1)}
              </Text>
              <Text size="sm" c="dimmed">
                average requests per service
              </Text>
            </Stack>
            <Stack gap={0}>
              <Text fz={24} fw={700}>
                {summary.homeServices}
              </Text>
              <Text size="sm" c="dimmed">
                {summary.homeServices === 1 ? 'home service' : 'home services'}
              </Text>
            </Stack>
          </SimpleGrid>
        </Paper>
      </Stack>
    );
  }

  return (
    <Container size="lg" py="xl">
      <PageHeader
        title="My Services"
        description="The services you offer, their requests and whether they are live."
        actions={
          <Button
            component={Link}
            to="/add-service"
            leftSection={<IconPlus size={18} aria-hidden />}
          >
            Add Service
          </Button>
        }
      />
      {body}
      <EditServiceModal service={editing} onClose={() => setEditing(null)} />
    </Container>
  );
}
