import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { IconHome, IconSearch } from '@tabler/icons-react';
import { Link } from 'react-router';
import { usePageTitle } from '../hooks/use-page-title';

export function NotFoundPage() {
  usePageTitle('Page not found');
  return (
    <Container size="sm" py={64}>
      <Stack align="center" gap="md" ta="center">
        <Text fz={72} fw={800} c="brand" lh={1} aria-hidden>
          404
        </Text>
        <Title order={1}>Page not found</Title>
        <Text c="dimmed" maw={480}>
          The page you are looking for does not exist or has moved. Check the address, or head back
          to the home page.
        </Text>
        <Group justify="center">
          <Button component={Link} to="/" leftSection={<IconHome size={18} aria-hidden />}>
            Go Home
          </Button>
          <Button
            component={Link}
            to="/search"
            variant="default"
            leftSection={<IconSearch size={18} aria-hidden />}
          >
            Find Services
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}
