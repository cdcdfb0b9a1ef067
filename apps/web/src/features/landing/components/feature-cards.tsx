import { Card, Container, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import {
  IconCreditCard,
  IconMessages,
  IconShieldCheck,
  IconStarFilled,
  type Icon,
} from '@tabler/icons-react';
import classes from './landing.module.css';

const FEATURES: { title: string; text: string; icon: Icon }[] = [
  {
    title: 'Verified Providers',
    text: 'Providers build a public profile with their services, prices and reviews, so you know who you are booking.',
    icon: IconShieldCheck,
  },
  {
    title: 'Post a Request, Get Responses',
    text: 'Describe what your pet needs and when. Local providers reply with a message and an estimated price.',
    icon: IconMessages,
  },
  {
    title: 'Honest Reviews',
    text: 'Only pet parents who completed a service can review it, so ratings reflect real experiences.',
    icon: IconStarFilled,
  },
  {
    title: 'Secure Payments',
    text: 'Plans and request fees are paid through Razorpay in India and PayPal worldwide. We never store card details.',
    icon: IconCreditCard,
  },
];

export function FeatureCards() {
  return (
    <section className={classes.section} aria-labelledby="features-title">
      <Container size="xl">
        <Stack gap="xs" ta="center" mb={40} align="center">
          <Title order={2} id="features-title">
            Why pet parents choose us
          </Title>
          <Text c="dimmed" maw={620}>
            Everything you need to find, compare and book trusted pet care in one place.
          </Text>
        </Stack>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="lg">
          {FEATURES.map(({ title, text, icon: FeatureIcon }) => (
            <Card key={title} withBorder radius="lg" padding="lg" className={classes.featureCard}>
              <ThemeIcon size={48} radius="md" variant="light" aria-hidden>
                <FeatureIcon size={26} />
              </ThemeIcon>
              <Title order={3} size="h4" mt="md" mb={6}>
                {title}
              </Title>
              <Text size="sm" c="dimmed">
                {text}
              </Text>
            </Card>
          ))}
        </SimpleGrid>
      </Container>
    </section>
  );
}
