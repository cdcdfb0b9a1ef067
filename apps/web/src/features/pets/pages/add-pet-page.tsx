import { Anchor, Container, Paper, Stack, Text, Title } from '@mantine/core';
import { IconPaw } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router';
import { isApiError, messageForError } from '@petmitra/core/errors';
import { PET_MESSAGES } from '@petmitra/core/marketplace/pets';
import { serverFieldErrors } from '../../../lib/form-errors';
import { toast } from '../../../lib/toast';
import { usePageTitle } from '../../../hooks/use-page-title';
import { useCreatePet } from '../api/create-pet';
import { PetForm } from '../components/pet-form';

export function AddPetPage() {
  usePageTitle('Add a Pet');
  const navigate = useNavigate();
  const createPet = useCreatePet();

  return (
    <Container size="sm" py="xl">
      <Stack gap={4} mb="lg">
        <Title order={1}>Add a Pet</Title>
        <Text c="dimmed">
          Tell providers about your pet so they can give the right care. You can add as many pets as
          you like.
        </Text>
      </Stack>
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
                onError: (error) => {
                  setErrors(serverFieldErrors(error));
                  // The server's message is product copy; anything else gets the spec's.
                  toast.error(
                    isApiError(error) && error.message ? error.message : PET_MESSAGES.addFailed,
                  );
                },
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
