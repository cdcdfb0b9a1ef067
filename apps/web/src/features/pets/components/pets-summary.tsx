import { Badge, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { PetSummary } from '@petmitra/core/marketplace/pets';
import { PET_TYPE_LABELS, PET_TYPES } from '@petmitra/core/marketplace/pet-types';

function Figure({ label, value }: { label: string; value: number }) {
  return (
    <Stack gap={0}>
      <Text fz={28} fw={700} lh={1.2}>
        {value}
      </Text>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
    </Stack>
  );
}

/** The My Pets summary, from the server's counts. */
export function PetsSummary({ summary }: { summary: PetSummary }) {
  const types = PET_TYPES.filter((type) => (summary.byType[type] ?? 0) > 0);
  return (
    <Paper withBorder radius="lg" p="lg">
      <Title order={2} size="h4" mb="md">
        Summary
      </Title>
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="md">
        <Figure label={summary.total === 1 ? 'Pet' : 'Pets'} value={summary.total} />
        <Figure
          label="Vaccinations up to date"
          value={summary.byVaccinationStatus.up_to_date ?? 0}
        />
        <Figure
          label="Vaccinations need update"
          value={summary.byVaccinationStatus.needs_update ?? 0}
        />
        <Figure label="With medical history" value={summary.withMedicalHistory} />
      </SimpleGrid>
      {types.length > 0 ? (
        <Group gap="xs" mt="md" aria-label="Pets by type" role="list">
          {types.map((type) => (
            <Badge key={type} variant="outline" role="listitem">
              {PET_TYPE_LABELS[type]}: {summary.byType[type]}
            </Badge>
          ))}
        </Group>
      ) : null}
    </Paper>
  );
}
