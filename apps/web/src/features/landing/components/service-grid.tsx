import { Container, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { Link } from 'react-router';
import { SERVICE_TILES } from '../service-categories';
import classes from './landing.module.css';

export function ServiceGrid() {
  return (
    <section className={classes.section} aria-labelledby="services-title">
      <Container size="xl">
        <Stack gap="xs" ta="center" mb={40} align="center">
          <Title order={2} id="services-title">
            Every service your pet needs
          </Title>
          <Text c="dimmed" maw={620}>
            From everyday walks to emergency care, browse providers by service.
          </Text>
        </Stack>
        <SimpleGrid cols={{ base: 2, sm: 3, md: 4, lg: 6 }} spacing="md">
          {SERVICE_TILES.map(({ slug, label, blurb, icon: TileIcon }) => (
            <Link key={slug} to={`/search/${slug}`} className={classes.tile}>
              <ThemeIcon size={52} radius="xl" variant="light" aria-hidden>
                <TileIcon size={28} />
              </ThemeIcon>
              <Text fw={600}>{label}</Text>
              <Text size="xs" c="dimmed">
                {blurb}
              </Text>
            </Link>
          ))}
        </SimpleGrid>
      </Container>
    </section>
  );
}
