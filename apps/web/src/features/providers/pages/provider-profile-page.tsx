import { Container, Grid, Stack } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { useParams } from 'react-router';
import type { ProviderProfile } from '@petmitra/core/discovery/providers';
import { PROVIDER_MESSAGES } from '@petmitra/core/discovery/provider-messages';
import { messageForError } from '@petmitra/core/errors';
import { isUuid } from '@petmitra/core/marketplace/ids';
import { ErrorState } from '../../../components/error-state';
import { PageLoader } from '../../../components/page-loader';
import { usePageTitle } from '../../../hooks/use-page-title';
import { providerQueryKeys, useProvider } from '../api/get-provider';
import { ProviderHeader } from '../components/provider-header';
import { ProviderNotFound } from '../components/provider-not-found';
import { ProviderReviews } from '../components/provider-reviews';
import { ProviderStats } from '../components/provider-stats';
import type { MessageActionProps } from '../../../lib/message-action';
import { QuickActions, type FavoriteActionProps } from '../components/quick-actions';
import { ServicesOffered } from '../components/services-offered';

interface ProviderProfilePageProps {
  /** Composed by the route file, so this feature does not import the favourites feature. */
  FavoriteAction?: ComponentType<FavoriteActionProps>;
  /** Send Message (the messaging feature's), composed by the route the same way. */
  MessageAction?: ComponentType<MessageActionProps>;
}

/** The provider public profile, /provider/{id} (spec part 2, section 2). */
export function ProviderProfilePage({ FavoriteAction, MessageAction }: ProviderProfilePageProps) {
  const { id = '' } = useParams();
  const validId = isUuid(id);
  const provider = useProvider(validId ? id : '');

  if (!validId) return <ProviderNotFound />;
  if (provider.isPending) return <PageLoader label="Loading provider profile..." />;
  if (provider.isError) {
    return (
      <ErrorState
        title={PROVIDER_MESSAGES.loadFailed}
        message={messageForError(provider.error)}
        onRetry={() => void provider.refetch()}
      />
    );
  }
  if (provider.data === null) return <ProviderNotFound />;
  return (
    <ProviderProfileView
      provider={provider.data}
      FavoriteAction={FavoriteAction}
      MessageAction={MessageAction}
    />
  );
}

function ProviderProfileView({
  provider,
  FavoriteAction,
  MessageAction,
}: {
  provider: ProviderProfile;
  FavoriteAction?: ComponentType<FavoriteActionProps> | undefined;
  MessageAction?: ComponentType<MessageActionProps> | undefined;
}) {
  usePageTitle(provider.name);
  const queryClient = useQueryClient();

  const onFavoriteChange = (isFavorite: boolean) =>
    queryClient.setQueryData<ProviderProfile | null>(
      providerQueryKeys.detail(provider.id),
      (old) => (old ? { ...old, isFavorite } : old),
    );

  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <ProviderHeader provider={provider} />
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 8 }}>
            <Stack gap="lg">
              <ServicesOffered provider={provider} />
              <ProviderReviews provider={provider} />
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <Stack gap="lg">
              <QuickActions
                provider={provider}
                FavoriteAction={FavoriteAction}
                MessageAction={MessageAction}
                onFavoriteChange={onFavoriteChange}
              />
              <ProviderStats provider={provider} />
            </Stack>
          </Grid.Col>
        </Grid>
      </Stack>
    </Container>
  );
}
