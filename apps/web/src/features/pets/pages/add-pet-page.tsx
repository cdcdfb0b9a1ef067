import { Anchor, Container, Paper, Text } from '@mantine/core';
import { IconPaw } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router';
import { messageForError } from '@petmitra/core/errors';
import { PET_MESSAGES } from '@petmitra/core/marketplace/pets';
import { showSaveError } from '../../../lib/form-errors';
import { toast } from '../../../lib/toast';
import { usePageTitle } from '../../../hooks/use-page-title';
import { useCreatePet } from '../api/create-pet';
import { PetForm } from '../components/pet-form';
import { PageHeader } from '../../../components/page-header';

export function AddPetPage() {
  usePageTitle('Add a Pet');
  const navigate = useNavigate();
  const createPet = useCreatePet();

  return (
    <Container size="sm" py="xl">
      <PageHeader
        title="Add a Pet"
        description="Tell providers about your pet so they can give the right care. You can add as many pets as you like."
      />
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
        <PetForm
          submitLabel="Add Pet"
          submitIcon={<IconPaw size={18} aria-hidden />}
          pending={createPet.isPending}
          onSubmit={(input, photo, setErrors) => {
            createPet.mutate(
              { input, photo },
              {
                onSuccess: ({ photoError }) => {
                  toast.success(PET_MESSAGES.added);
                  if (photoError) {
                    toast.warning(messageForError(photoError), {
                      title: 'The photo was not saved',
                    });
                  }
                  void navigate('/my-pets');
                },
                onError: (error) => showSaveError(error, setErrors, PET_MESSAGES.addFailed),
              },
            );
          }}
        />
      </Paper>
      <Text size="sm" c="dimmed" mt="md" ta="center">
        Already added your pets?{' '}
        <Anchor component={Link} to="/my-pets" underline="always">
          Go to My Pets
        </Anchor>
      </Text>
    </Container>
  );
}
