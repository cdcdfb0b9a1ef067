import { Anchor, Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconSearch } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import { isApiError, messageForError } from '@petmitra/core/errors';
import { REQUEST_MESSAGES } from '@petmitra/core/marketplace/requests';
import type { RequestDetail } from '@petmitra/core/marketplace/request-detail';
import { ErrorState } from '../../../components/error-state';
import { PageLoader } from '../../../components/page-loader';
import { usePageTitle } from '../../../hooks/use-page-title';
import type { MessageActionProps } from '../../../lib/message-action';
import { useRequestDetail } from '../api/get-request-detail';
import { requestsQueryKey } from '../api/keys';
import { useConfirmAccept } from '../components/confirm-accept';
import { RequestDetailView } from '../components/request-detail-view';

/** The provider's respond panel, supplied by the route (it belongs to the responses feature). */
export interface RespondPanelProps {
  request: RequestDetail;
  /** Called after the provider's response is created or edited. */
  onSaved: () => void;
}

interface RequestDetailPageProps {
  RespondPanel?: ComponentType<RespondPanelProps>;
  /** The messaging feature's Message button, composed by the route. */
  MessageAction?: ComponentType<MessageActionProps>;
}

function BackLink({ to, label }: { to: string; label: string }) {
  return (
    <Anchor component={Link} to={to} size="sm">
      <Group gap={4} component="span">
        <IconArrowLeft size={16} aria-hidden />
        {label}
      </Group>
    </Anchor>
  );
}

export function RequestDetailPage({ RespondPanel, MessageAction }: RequestDetailPageProps) {
  const { id = '' } = useParams();
  const location = useLocation();
  const queryClient = useQueryClient();
  const detail = useRequestDetail(id);
  const accept = useConfirmAccept();
  usePageTitle(detail.data ? detail.data.serviceName : 'Service Request');

  if (detail.isPending) return <PageLoader label="Loading the request..." />;

  if (detail.isError) {
    const error = detail.error;
    if (isApiError(error) && error.code === 'not_found') {
      return (
        <Container size="sm" py={64}>
          <Stack align="center" ta="center" gap="sm">
            <IconSearch size={48} aria-hidden />
            <Title order={1}>{REQUEST_MESSAGES.notFoundTitle}</Title>
            <Text c="dimmed">
              {REQUEST_MESSAGES.notFound}. It may have been cancelled, completed or never existed.
            </Text>
            <Button component={Link} to="/open-requests" variant="light">
              Back to Open Requests
            </Button>
          </Stack>
        </Container>
      );
    }
    if (isApiError(error) && error.code === 'auth') {
      return (
        <Container size="sm" py={64}>
          <Stack align="center" ta="center" gap="sm">
            <Title order={1}>Sign in to view this request</Title>
            <Text c="dimmed">
              Service requests are shown to their pet parent and to providers who offer the service.
            </Text>
            <Button component={Link} to="/login" state={{ from: location }}>
              Sign In
            </Button>
          </Stack>
        </Container>
      );
    }
    return (
      <>
        <Title order={1} className="visually-hidden">
          Service Request
        </Title>
        <ErrorState
          title={REQUEST_MESSAGES.detailLoadFailed}
          message={messageForError(error)}
          onRetry={() => void detail.refetch()}
        />
      </>
    );
  }

  const request = detail.data;
  const refresh = () => void queryClient.invalidateQueries({ queryKey: requestsQueryKey });
  const showRespond =
    RespondPanel !== undefined &&
    !request.viewer.isRequester &&
    (request.viewer.canRespond || request.viewer.myResponseId !== null);

  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        {request.viewer.isRequester ? (
          <BackLink to="/my-service-requests" label="Back to My Service Requests" />
        ) : (
          <BackLink to="/open-requests" label="Back to Open Requests" />
        )}
        <RequestDetailView
          request={request}
          MessageAction={MessageAction}
          respondPanel={
            showRespond ? <RespondPanel request={request} onSaved={refresh} /> : undefined
          }
          acceptingId={accept.acceptingId}
          onAccept={(response) => accept.ask(request.id, response)}
        />
      </Stack>
    </Container>
  );
}
