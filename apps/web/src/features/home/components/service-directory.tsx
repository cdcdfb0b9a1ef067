import { Paper, SimpleGrid, Text, ThemeIcon, Title, UnstyledButton, Group } from '@mantine/core';
import {
  IconBed,
  IconBuildingHospital,
  IconBuildingStore,
  IconCar,
  IconHeartHandshake,
  IconPill,
  IconSchool,
  IconScissors,
  IconStethoscope,
  IconUserHeart,
  IconWalk,
  type Icon,
} from '@tabler/icons-react';
import { Link } from 'react-router';
import {
  SERVICE_CATEGORIES,
  SERVICE_CATEGORY_LABELS,
  type ServiceCategory,
} from '@petmitra/core/marketplace/service-categories';
import classes from './service-directory.module.css';

const ICONS: Record<ServiceCategory, Icon> = {
  adoption: IconHeartHandshake,
  walking: IconWalk,
  accommodation: IconBed,
  sitting: IconUserHeart,
  taxi: IconCar,
  training: IconSchool,
  grooming: IconScissors,
  pharmacy: IconPill,
  stores: IconBuildingStore,
  veterinary: IconStethoscope,
  hospitals: IconBuildingHospital,
};

/** Links to the directory for each of the eleven categories (/search/{category}). */
export function ServiceDirectory() {
  return (
    <Paper withBorder radius="lg" p="lg" component="section" aria-labelledby="directory-heading">
      <Title order={2} size="h3" id="directory-heading" mb="md">
        Service directory
      </Title>
      <SimpleGrid cols={{ base: 2, sm: 3, md: 4 }} spacing="sm">
        {SERVICE_CATEGORIES.map((category) => {
          const CategoryIcon = ICONS[category];
          return (
            <UnstyledButton
              key={category}
              component={Link}
              to={`/search/${category}`}
              className={classes.link}
            >
              <Group gap="sm" wrap="nowrap">
                <ThemeIcon variant="light" radius="md" size={34} aria-hidden>
                  <CategoryIcon size={20} />
                </ThemeIcon>
                <Text size="sm" fw={500}>
                  {SERVICE_CATEGORY_LABELS[category]}
                </Text>
              </Group>
            </UnstyledButton>
          );
        })}
      </SimpleGrid>
    </Paper>
  );
}
