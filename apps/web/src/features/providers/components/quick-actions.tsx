import { Button, Paper, Stack, Title } from '@mantine/core';
import { IconMessage, IconSend } from '@tabler/icons-react';
import type { ComponentType } from 'react';
import { Link } from 'react-router';
import { PROVIDER_MESSAGES, type ProviderProfile } from '@petmitra/core/discovery/providers';
import { requestServiceLink } from '../request-service-link';

/** What the route gives the page for the favourites button (the favourites feature's). */
export interface FavoriteActionProps {
  providerId: string;
  isFavorite: boolean | null;
  onChange: (isFavorite: boolean) => void;
  fullWidth?: boolean;
}

/** Request Service, Send Message and (composed by the route) Add to Favorites. */
export function QuickActions({
  provider,
  FavoriteAction,
  onFavoriteChange,
}: {
  provider: ProviderProfile;
  FavoriteAction?: ComponentType<FavoriteActionProps> | undefined;
  onFavoriteChange: (isFavorite: boolean) => void;
}) {
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
        <Button
          component="a"
          href={`mailto:${provider.email}?subject=${encodeURIComponent(`Enquiry from PetMitra`)}`}
          variant="default"
          leftSection={<IconMessage size={18} aria-hidden />}
          fullWidth
        >
          {PROVIDER_MESSAGES.sendMessage}
        </Button>
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
