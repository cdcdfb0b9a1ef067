import { Avatar, Box, Card, Container, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconQuote } from '@tabler/icons-react';
import { Stars } from '../../../components/stars';
import classes from './landing.module.css';

const TESTIMONIALS = [
  {
    quote:
      'I posted a request for a dog walker on a Monday and had three responses by the evening. Bruno now has the same walker every day.',
    name: 'Ananya K.',
    detail: 'Pet parent, Bengaluru',
  },
  {
    quote:
      'Finding a boarding place I trusted was always stressful. Reading real reviews from other pet parents made the choice easy.',
    name: 'Rahul M.',
    detail: 'Pet parent, Pune',
  },
  {
    quote:
      'As a groomer, the open requests board brings me new clients in my area every week, without any middleman fees.',
    name: 'Priya S.',
    detail: 'Service provider, Mumbai',
  },
];

const initials = (name: string) =>
  name
    .split(' ')
    .map((part) => part[0])
    .join('');

export function Testimonials() {
  return (
    <section className={`${classes.section} ${classes.muted}`} aria-labelledby="testimonials-title">
      <Container size="xl">
        <Stack gap="xs" ta="center" mb={40} align="center">
          <Title order={2} id="testimonials-title">
            Loved by pets and their people
          </Title>
          <Text c="dimmed" maw={620}>
            What pet parents and providers say about PetMitra.
          </Text>
        </Stack>
        <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
          {TESTIMONIALS.map((item) => (
            <Card key={item.name} withBorder radius="lg" padding="lg" component="figure" m={0}>
              <IconQuote size={28} aria-hidden color="var(--mantine-primary-color-filled)" />
              <Box mt="xs">
                <Stars value={5} label="Rated 5 out of 5" />
              </Box>
              <Text component="blockquote" m={0} mt="sm" style={{ flex: 1 }}>
                {item.quote}
              </Text>
              <Group component="figcaption" gap="sm" mt="lg">
                <Avatar color="brand" radius="xl" aria-hidden>
                  {initials(item.name)}
                </Avatar>
                <div>
                  <Text fw={600} size="sm">
                    {item.name}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {item.detail}
                  </Text>
                </div>
              </Group>
            </Card>
          ))}
        </SimpleGrid>
      </Container>
    </section>
  );
}
