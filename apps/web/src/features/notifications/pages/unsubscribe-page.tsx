import { Alert, Button, Container, Paper, Stack, Text, Title } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { messageForError } from '@petmitra/core/errors';
import { NOTIFICATION_MESSAGES } from '@petmitra/core/notifications/settings';
import { PageLoader } from '../../../components/page-loader';
import { usePageTitle } from '../../../hooks/use-page-title';
import { useUnsubscribe, useUnsubscribeInfo } from '../api/unsubscribe';

/** /unsubscribe?token=…: the link in every non-transactional email (no sign-in needed). */
export function UnsubscribePage() {
  usePageTitle('Unsubscribe');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const info = useUnsubscribeInfo(token);
  const unsubscribe = useUnsubscribe();

  let body;
  if (!token || info.isError) {
    body = (
      <Alert color="red" role="alert">
        {info.isError ? messageForError(info.error) : NOTIFICATION_MESSAGES.unsubscribeInvalid}
      </Alert>
    );
  } else if (info.isPending) {
    body = <PageLoader label="Checking your link..." />;
  } else if (unsubscribe.isSuccess) {
    body = (
      <Stack gap="sm">
        <Alert color="teal" role="status" title="You are unsubscribed">
          {info.data.email} will no longer receive {info.data.label}.
        </Alert>
        <Text size="sm">
          You can turn them back on at any time in your{' '}
          <Link to="/email-notifications">email preferences</Link>.
        </Text>
      </Stack>
    );
  } else {
    body = (
      <Stack gap="sm">
        <Text>
          Stop sending <strong>{info.data.label}</strong> to {info.data.email}?
        </Text>
        {unsubscribe.isError ? (
          <Alert color="red" role="alert">
            {messageForError(unsubscribe.error)}
          </Alert>
        ) : null}
        <div>
          <Button onClick={() => unsubscribe.mutate(token)} loading={unsubscribe.isPending}>
            Unsubscribe
          </Button>
        </div>
      </Stack>
    );
  }

  return (
    <Container size="xs" py="xl">
      <Paper withBorder p="lg" radius="md">
        <Stack gap="md">
          <Title order={1} size="h2">
            Unsubscribe
          </Title>
          {body}
        </Stack>
      </Paper>
    </Container>
  );
}
