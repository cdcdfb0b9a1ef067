import { Container, Stack, Text, Title } from '@mantine/core';
import { IconTool } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { SETTINGS_MESSAGES } from '@petmitra/core/admin/settings-messages';
import { usePublicSettings } from '../../lib/public-settings';
import { useSessionUser } from '../../lib/use-session-user';

/**
 * Maintenance mode (System Settings): everyone but a super admin sees the maintenance page
 * instead of the page they opened; /login stays open so an admin can sign in and switch it
 * off. The API refuses their writes with 503 all the same.
 */
export function MaintenanceGate({ children }: { children: ReactNode }) {
  const { maintenanceMode, siteName } = usePublicSettings();
  const { user } = useSessionUser();
  const { pathname } = useLocation();
  if (!maintenanceMode || user?.role === 'super_admin' || pathname === '/login') return children;
  return (
    <Container size="sm" py={80}>
      <Stack align="center" ta="center" gap="md">
        <IconTool size={56} aria-hidden />
        <Title order={1}>{SETTINGS_MESSAGES.maintenanceTitle}</Title>
        <Text c="dimmed" maw={460}>
          {SETTINGS_MESSAGES.maintenance.replace('PetMitra', siteName)}
        </Text>
      </Stack>
    </Container>
  );
}
