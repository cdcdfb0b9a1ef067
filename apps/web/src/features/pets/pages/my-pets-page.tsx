import { Button, Container, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconPaw, IconPlus, IconRefresh } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { messageForError } from '@petmitra/core/errors';
import { PET_MESSAGES, type Pet } from '@petmitra/core/marketplace/pets';
import { ErrorState } from '../../../components/error-state';
import { PageLoader } from '../../../components/page-loader';
import { usePageTitle } from '../../../hooks/use-page-title';
import { toast } from '../../../lib/toast';
import { useDeletePet } from '../api/delete-pet';
import { useMyPets } from '../api/get-my-pets';
import { EditPetModal } from '../components/edit-pet-modal';
import { PetCard } from '../components/pet-card';
import { PetsSummary } from '../components/pets-summary';
import { PullToRefresh } from '../components/pull-to-refresh';
import { PageHeader } from '../../../components/page-header';

export function MyPetsPage() {
  usePageTitle('My Pets');
  const pets = useMyPets();
  const deletePet = useDeletePet();
  const [editing, setEditing] = useState<Pet | null>(null);

  const confirmDelete = (pet: Pet) =>
    modals.openConfirmModal({
      title: `Delete ${pet.name}?`,
      children: <Text size="sm">{PET_MESSAGES.deleteConfirm}</Text>,
      labels: { confirm: 'Delete', cancel: 'Keep' },
      confirmProps: { color: 'red' },
      closeButtonProps: { 'aria-label': 'Close' },
      onConfirm: () =>
        deletePet.mutate(pet.id, {
          onSuccess: () => toast.success(PET_MESSAGES.deleted),
          onError: (error) => toast.error(messageForError(error)),
        }),
    });

  const header = (
    <PageHeader
      title="My Pets"
      description="Your pets' profiles, ready to attach to service requests."
      actions={
        <Group gap="sm">
          <Button
            variant="default"
            leftSection={<IconRefresh size={18} aria-hidden />}
            onClick={() => void pets.refetch()}
            loading={pets.isRefetching}
          >
            Refresh
          </Button>
          <Button component={Link} to="/add-pet" leftSection={<IconPlus size={18} aria-hidden />}>
            Add Pet
          </Button>
        </Group>
      }
    />
  );

  let body;
  if (pets.isPending) {
    body = <PageLoader label="Loading your pets..." />;
  } else if (pets.isError) {
    body = (
      <ErrorState
        title="We couldn't load your pets"
        message={messageForError(pets.error)}
        onRetry={() => void pets.refetch()}
      />
    );
  } else if (pets.data.pets.length === 0) {
    body = (
      <Stack align="center" ta="center" gap="sm" py={64}>
        <IconPaw size={48} aria-hidden />
        <Title order={2} size="h3">
          No pets yet
        </Title>
        <Text c="dimmed" maw={420}>
          Add your first pet to request grooming, walks, vet visits and more.
        </Text>
        <Button component={Link} to="/add-pet" leftSection={<IconPlus size={18} aria-hidden />}>
          Add your first pet
        </Button>
      </Stack>
    );
  } else {
    body = (
      <Stack gap="lg">
        <PetsSummary summary={pets.data.summary} />
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
          {pets.data.pets.map((pet) => (
            <PetCard
              key={pet.id}
              pet={pet}
              onEdit={setEditing}
              onDelete={confirmDelete}
              deleting={deletePet.isPending && deletePet.variables === pet.id}
            />
          ))}
        </SimpleGrid>
      </Stack>
    );
  }

  return (
    <PullToRefresh onRefresh={() => pets.refetch()}>
      <Container size="lg" py="xl">
        {header}
        {body}
      </Container>
      <EditPetModal pet={editing} onClose={() => setEditing(null)} />
    </PullToRefresh>
  );
}
