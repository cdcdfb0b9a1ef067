import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { Link } from 'react-router';
import classes from './landing.module.css';

export function ClosingCta() {
  return (
    <section className={classes.section} aria-labelledby="cta-title">
      <Container size="lg">
        <Stack
          className={classes.cta}
          p={{ base: 'xl', md: 56 }}
          align="center"
          ta="center"
          gap="md"
        >
          <Title order={2} id="cta-title" c="white">
            Ready to give your pet the care they deserve?
          </Title>
          <Text maw={560} c="white">
            Join as a pet parent to find trusted care, or as a provider to grow your pet-care
            business. Signing up is free.
          </Text>
          <Group justify="center" gap="sm">
            <Button
              component={Link}
              to="/register"
              size="lg"
              variant="white"
              color="dark"
              rightSection={<IconArrowRight size={18} aria-hidden />}
            >
              Create your free account
            </Button>
            <Button
              component={Link}
              to="/login"
              size="lg"
              variant="outline"
              color="white"
              styles={{
                root: {
                  color: 'var(--mantine-color-white)',
                  borderColor: 'var(--mantine-color-white)',
                },
              }}
            >
              Sign in to PetMitra
            </Button>
          </Group>
        </Stack>
      </Container>
    </section>
  );
}
