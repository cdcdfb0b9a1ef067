import { Anchor, Badge, Container, Grid, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { ROLE_LABELS } from '@petmitra/core/auth/roles';
import { messageForError } from '@petmitra/core/errors';
import { ErrorState } from '../../../components/error-state';
import { PageLoader } from '../../../components/page-loader';
import { usePageTitle } from '../../../hooks/use-page-title';
import { useProfile } from '../api/get-profile';
import { ProfileForm } from '../components/profile-form';
import { ProfilePhoto } from '../components/profile-photo';
import { PageHeader } from '../../../components/page-header';

const memberSince = (iso: string) =>
  new Date(iso).toLocaleDateString('en-IN', { year: 'numeric', month: 'long', day: 'numeric' });

export function ProfilePage() {
  usePageTitle('My Profile');
  const profile = useProfile();

  if (profile.isPending) return <PageLoader />;
  if (profile.isError) {
    return (
      <ErrorState
        title="We couldn't load your profile"
        message={messageForError(profile.error)}
        onRetry={() => void profile.refetch()}
      />
    );
  }
  const user = profile.data;

  return (
    <Container size="lg" py="xl">
      <PageHeader
        title="My Profile"
        description="Keep your details up to date so providers and pet parents can reach you."
      />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Paper withBorder radius="lg" p="lg">
            <Stack align="center" gap="xs" ta="center">
              <ProfilePhoto user={user} />
              <Text fw={700} fz="lg" mt="sm">
                {user.name}
              </Text>
              <Badge variant="light">{ROLE_LABELS[user.role]}</Badge>
              <Text size="sm" c="dimmed">
                Member since {memberSince(user.createdAt)}
              </Text>
              <Anchor component={Link} to="/reset-password" size="sm" mt="xs">
                Change password
              </Anchor>
            </Stack>
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Paper withBorder radius="lg" p="lg">
            <Title order={2} size="h4" mb="md">
              Personal details
            </Title>
            <ProfileForm key={user.id} user={user} />
          </Paper>
        </Grid.Col>
      </Grid>
    </Container>
  );
}
