import { Button, Container, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconHome, IconLock } from '@tabler/icons-react';
import { Link } from 'react-router';
import { AUTH_MESSAGES, AUTH_STATUS_TEXT } from '@petmitra/core/auth/messages';
import { adminPermissionsFor } from '@petmitra/core/auth/roles';
import { usePageTitle } from '../../hooks/use-page-title';
import { RequireSession } from './require-session';

function AccessDenied() {
  usePageTitle(AUTH_MESSAGES.accessDenied);
  return (
    <Container size="sm" py={64}>
      <Stack align="center" gap="md" ta="center">
        <ThemeIcon size={64} radius="xl" color="red" variant="light" aria-hidden>
          <IconLock size={34} />
        </ThemeIcon>
        <Title order={1}>{AUTH_MESSAGES.accessDenied}</Title>
        <Text c="dimmed" role="alert">
          {AUTH_MESSAGES.adminAccessDenied}
        </Text>
        <Button component={Link} to="/" leftSection={<IconHome size={18} aria-hidden />}>
          Go Home
        </Button>
      </Stack>
    </Container>
  );
}

/** The admin area: super admins only. The API checks the same on every admin call. */
export function RequireAdmin() {
  return (
    <RequireSession
      loadingLabel={AUTH_STATUS_TEXT.checkingAdminAccess}
      refuse={(user) => (adminPermissionsFor(user.role).isSuperAdmin ? null : <AccessDenied />)}
    />
  );
}
