import { Button, Paper, Stack, Title } from '@mantine/core';
import { IconMessage, IconSend } from '@tabler/icons-react';
import type { ComponentType } from 'react';
import { Link, useLocation } from 'react-router';
import type { ProviderProfile } from '@petmitra/core/discovery/providers';
import { PROVIDER_MESSAGES } from '@petmitra/core/discovery/provider-messages';
import type { MessageActionProps } from '../../../lib/message-action';
import { useSessionUser } from '../../../lib/use-session-user';
import { requestServiceLink } from '../../../lib/request-service-link';

/** What the route gives the page for the favourites button (the favourites feature's). */
export interface FavoriteActionProps {
  providerId: string;
  isFavorite: boolean | null;
  onChange: (isFavorite: boolean) => void;
  fullWidth?: boolean;
}

/**
 * Request Service, Send Message and (composed by the route) Add to Favorites. Send Message
 * opens the conversation for a pet parent and asks a guest to sign in; providers and admins
 * do not message providers.
 */
export function QuickActions({
  provider,
  FavoriteAction,
  MessageAction,
  onFavoriteChange,
}: {
  provider: ProviderProfile;
  FavoriteAction?: ComponentType<FavoriteActionProps> | undefined;
  MessageAction?: ComponentType<MessageActionProps> | undefined;
  onFavoriteChange: (isFavorite: boolean) => void;
}) {
  const { user } = useSessionUser();
  const location = useLocation();
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="quick-actions">
      <Title order={2} size="h3" id="quick-actions" mb="md">
        {PROVIDER_MESSAGES.quickActions}
      </Title>
      <Stack gap="sm">
        <Button
          component={Link}
          to={requestServiceLink(provider.id, provider.services[0]?.category)}
          leftSection={<IconSend size={18} aria-hidden />}
          fullWidth
        >
          {PROVIDER_MESSAGES.requestService}
        </Button>
        {/* A conversation on PetMitra (issue 15): pet parents start one; guests sign in first. */}
        {user?.role === 'pet_parent' && MessageAction ? (
          <MessageAction
            providerId={provider.id}
            {...(provider.services[0] ? { serviceId: provider.services[0].id } : {})}
            label={PROVIDER_MESSAGES.sendMessage}
            fullWidth
          />
        ) : !user ? (
          <Button
            component={Link}
            to="/login"
            state={{ from: location }}
            variant="default"
            leftSection={<IconMessage size={18} aria-hidden />}
            fullWidth
          >
            {PROVIDER_MESSAGES.sendMessage}
          </Button>
        ) : null}
        {FavoriteAction ? (
          <FavoriteAction
            providerId={provider.id}
            isFavorite={provider.isFavorite}
            onChange={onFavoriteChange}
            fullWidth
          />
        ) : null}
      </Stack>
    </Paper>
  );
}
