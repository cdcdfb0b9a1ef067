import { Badge, Button, Container, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconHome, IconTools } from '@tabler/icons-react';
import { Link } from 'react-router';
import { usePageTitle } from '../hooks/use-page-title';

interface ComingSoonPageProps {
  title: string;
  /** One honest sentence about what the page will do. */
  description: string;
}

/** A page whose feature is still being built: says so plainly, with no sample data. */
export function ComingSoonPage({ title, description }: ComingSoonPageProps) {
  usePageTitle(title);
  return (
    <Container size="sm" py={64}>
      <Stack align="center" gap="md" ta="center">
        <ThemeIcon size={64} radius="xl" variant="light" aria-hidden>
          <IconTools size={34} />
        </ThemeIcon>
        <Title order={1}>{title}</Title>
        <Badge variant="light" size="lg">
          Coming soon
        </Badge>
        <Text c="dimmed" maw={520}>
          {description}
        </Text>
        <Button
          component={Link}
          to="/"
          variant="default"
          leftSection={<IconHome size={18} aria-hidden />}
        >
          Back to home
        </Button>
      </Stack>
    </Container>
  );
}
