import { Button, Container, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconSearch, IconUserQuestion } from '@tabler/icons-react';
import { Link } from 'react-router';
import { PROVIDER_MESSAGES } from '@petmitra/core/discovery/provider-messages';
import { usePageTitle } from '../../../hooks/use-page-title';

/** An unknown, malformed or unlisted provider id. */
export function ProviderNotFound() {
  usePageTitle(PROVIDER_MESSAGES.notFoundTitle);
  return (
    <Container size="sm" py={64}>
      <Stack align="center" gap="md" ta="center">
        <ThemeIcon size={64} radius="xl" variant="light" color="gray" aria-hidden>
          <IconUserQuestion size={34} />
        </ThemeIcon>
        <Title order={1}>{PROVIDER_MESSAGES.notFoundTitle}</Title>
        <Text c="dimmed">
          {PROVIDER_MESSAGES.notFound}. The link may be out of date, or the provider may have left
          PetMitra.
        </Text>
        <Button component={Link} to="/search" leftSection={<IconSearch size={18} aria-hidden />}>
          {PROVIDER_MESSAGES.browseOthers}
        </Button>
      </Stack>
    </Container>
  );
}
