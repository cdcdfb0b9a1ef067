import {
  Button,
  Container,
  Grid,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { IconArrowRight, IconPaw, IconStarFilled } from '@tabler/icons-react';
import { Link } from 'react-router';
import { SITE } from '@petmitra/core/settings';
import classes from './landing.module.css';

const STATS = [
  { value: SITE.marketingFigures.petParents, label: 'Pet parents' },
  { value: SITE.marketingFigures.providers, label: 'Service providers' },
  { value: SITE.marketingFigures.cities, label: 'Cities' },
  { value: SITE.marketingFigures.servicesCompleted, label: 'Services completed' },
];

export function Hero() {
  return (
    <section className={classes.hero} aria-labelledby="hero-title">
      <Container size="xl" py={{ base: 48, md: 88 }}>
        <Grid gap={{ base: 40, md: 64 }} align="center">
          <Grid.Col span={{ base: 12, md: 7 }}>
            <Stack gap="lg">
              <Group gap={8} className={classes.trust}>
                <IconStarFilled size={16} aria-hidden />
                <Text fw={700} size="sm">
                  Trusted by {SITE.marketingFigures.petParents} Pet Parents
                </Text>
              </Group>
              <Title order={1} id="hero-title" className={classes.heroTitle}>
                Loving care for your pet,{' '}
                <span className={classes.highlight}>right around the corner</span>
              </Title>
              <Text size="lg" c="dimmed" maw={560}>
                Find verified walkers, sitters, groomers, trainers, vets and more near you. Post
                what your pet needs, compare responses from local providers and book with
                confidence.
              </Text>
              <Group gap="sm">
                <Button
                  component={Link}
                  to="/register"
                  size="lg"
                  rightSection={<IconArrowRight size={18} aria-hidden />}
                >
                  Get Started Free
                </Button>
                <Button component={Link} to="/login" size="lg" variant="default">
                  I already have an account
                </Button>
              </Group>
              <Text size="sm" c="dimmed">
                Free to join for pet parents and providers, in {SITE.marketingFigures.cities} cities
                and growing.
              </Text>
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }}>
            <Paper withBorder radius="xl" p="xl" shadow="md" className={classes.statCard}>
              <Group gap="sm" mb="lg">
                <ThemeIcon size={44} radius="xl" aria-hidden>
                  <IconPaw size={26} />
                </ThemeIcon>
                <div>
                  <Text fw={700}>{SITE.siteName} in numbers</Text>
                  <Text size="sm" c="dimmed">
                    {SITE.tagline}
                  </Text>
                </div>
              </Group>
              <SimpleGrid cols={2} spacing="md">
                {STATS.map((stat) => (
                  <Paper
                    key={stat.label}
                    radius="lg"
                    p="md"
                    bg="var(--mantine-primary-color-light)"
                  >
                    <Text fw={800} fz={26} c="var(--mantine-primary-color-light-color)" lh={1.1}>
                      {stat.value}
                    </Text>
                    <Text size="sm" c="var(--mantine-primary-color-light-color)">
                      {stat.label}
                    </Text>
                  </Paper>
                ))}
              </SimpleGrid>
            </Paper>
          </Grid.Col>
        </Grid>
      </Container>
    </section>
  );
}
