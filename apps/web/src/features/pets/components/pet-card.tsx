import { Avatar, Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { IconStethoscope } from '@tabler/icons-react';
import { Link } from 'react-router';
import {
  VACCINATION_STATUS_LABELS,
  type Pet,
  type VaccinationStatus,
} from '@petmitra/core/marketplace/pets';
import { PET_TYPE_LABELS } from '@petmitra/core/marketplace/pet-types';
import { EditDeleteActions } from '../../../components/edit-delete-actions';
import { formatInstantDay } from '../../../lib/format-date';
import { listItem } from '../../../lib/list-item';

const VACCINATION_COLORS: Record<VaccinationStatus, string> = {
  up_to_date: 'cyan',
  needs_update: 'red',
  unknown: 'gray',
};

interface PetCardProps {
  pet: Pet;
  onEdit: (pet: Pet) => void;
  onDelete: (pet: Pet) => void;
  deleting: boolean;
}

export function PetCard({ pet, onEdit, onDelete, deleting }: PetCardProps) {
  return (
    <Card withBorder radius="lg" padding="lg" h="100%" {...listItem(pet.id)}>
      <Stack gap="sm" h="100%">
        <Group gap="md" wrap="nowrap" align="flex-start">
          <Avatar
            src={pet.pic}
            alt={pet.pic ? `Photo of ${pet.name}` : undefined}
            size={72}
            radius="md"
            color="brand"
          >
            {pet.name.slice(0, 1).toUpperCase()}
          </Avatar>
          <Stack gap={4} style={{ minWidth: 0, flex: 1 }}>
            <Text component="h2" fw={700} fz="lg" truncate>
              {pet.name}
            </Text>
            <Group gap={6}>
              <Badge variant="light">{PET_TYPE_LABELS[pet.type]}</Badge>
              <Badge variant="light" color={VACCINATION_COLORS[pet.vaccinationStatus]}>
                {VACCINATION_STATUS_LABELS[pet.vaccinationStatus]}
              </Badge>
            </Group>
          </Stack>
          <EditDeleteActions
            name={pet.name}
            onEdit={() => onEdit(pet)}
            onDelete={() => onDelete(pet)}
            deleting={deleting}
          />
        </Group>
        <Text size="sm">
          <Text span fw={600}>
            Weight:
          </Text>{' '}
          {pet.weight} kg
        </Text>
        <Text size="sm" lineClamp={3}>
          <Text span fw={600}>
            Medical history:
          </Text>{' '}
          {pet.medicalHistory ?? 'None recorded'}
        </Text>
        <Text size="xs" c="dimmed">
          Added {formatInstantDay(pet.createdAt)}
        </Text>
        <Button
          component={Link}
          to={`/request-service?pet=${pet.id}`}
          variant="light"
          leftSection={<IconStethoscope size={18} aria-hidden />}
          mt="auto"
          aria-label={`Request service for ${pet.name}`}
        >
          Request service
        </Button>
      </Stack>
    </Card>
  );
}
