import { Anchor, Avatar, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconMail, IconMapPin, IconPhone } from '@tabler/icons-react';
import type { ComponentType, ReactNode } from 'react';
import { Link } from 'react-router';
import { formatMoney } from '@petmitra/core/marketplace/money';
import { VACCINATION_STATUS_LABELS } from '@petmitra/core/marketplace/pets';
import { PET_TYPE_LABELS } from '@petmitra/core/marketplace/pet-types';
import { REQUEST_MESSAGES, SERVICE_MODE_SHORT_LABELS } from '@petmitra/core/marketplace/requests';
import type { RequestDetail } from '@petmitra/core/marketplace/request-detail';
import type { RequestResponse } from '@petmitra/core/marketplace/responses';
import { formatClock, formatDay, formatInstantDay } from '../../../lib/format-date';
import type { MessageActionProps } from '../../../lib/message-action';
import { DeclineDirectRequest, ParentLifecycleActions, WidenOffer } from './request-lifecycle';
import { RequestStatusBadge } from './request-status-badge';
import { ResponseList } from './response-list';
import { UrgencyBadge } from './urgency-badge';

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="sm" component="div">
        {children}
      </Text>
    </Stack>
  );
}

function Section({ title, id, children }: { title: string; id: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="lg" p="lg" component="section" aria-labelledby={id}>
      <Title order={2} size="h4" id={id} mb="md">
        {title}
      </Title>
      {children}
    </Paper>
  );
}

interface RequestDetailViewProps {
  request: RequestDetail;
  /** The provider's respond panel (composed in by the route), shown beside the details. */
  respondPanel?: ReactNode;
  onAccept?: (response: RequestResponse) => void;
  acceptingId?: string | null;
  /** The Message button (the messaging feature's, composed in by the route). */
  MessageAction?: ComponentType<MessageActionProps> | undefined;
}

/** /request/{id}: what is needed, for which pet, by whom, and the responses. */
export function RequestDetailView({
  request,
  respondPanel,
  onAccept,
  acceptingId,
  MessageAction,
}: RequestDetailViewProps) {
  const { pet, requester, viewer } = request;
  const location = [requester.city, requester.country].filter(Boolean).join(', ');
  const canAccept =
    viewer.isRequester &&
    request.selectedResponseId === null &&
    (request.status === 'open' || request.status === 'responded');

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start" gap="sm">
        <Stack gap={4}>
          <Title order={1}>{request.serviceName}</Title>
          <Text c="dimmed">
            Needed on {formatDay(request.neededOn)} at {formatClock(request.neededAt)}
          </Text>
          {location ? (
            <Group gap={4}>
              <IconMapPin size={16} aria-hidden />
              <Text size="sm">{location}</Text>
            </Group>
          ) : null}
        </Stack>
        <Group gap={6}>
          {request.status === 'open' || request.status === 'responded' ? (
            <UrgencyBadge urgency={request.urgency} />
          ) : null}
          <RequestStatusBadge status={request.status} cancelReason={request.cancelReason} />
        </Group>
      </Group>

      {viewer.isRequester ? (
        <WidenOffer request={request} />
      ) : (
        <DeclineDirectRequest request={request} />
      )}
      {viewer.isRequester && request.directProvider && !request.widenOffered ? (
        <Text size="sm">
          Sent to {request.directProvider.name} only. If they decline or do not answer in time, you
          can send it to every provider nearby.
        </Text>
      ) : null}

      <SimpleGrid cols={{ base: 1, md: respondPanel ? 2 : 1 }} spacing="lg">
        <Stack gap="lg">
          <Section title="Description" id="description-heading">
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
              {request.description}
            </Text>
          </Section>

          <Section title="Pet information" id="pet-heading">
            {pet ? (
              <Group align="flex-start" gap="md" wrap="nowrap">
                <Avatar
                  src={pet.pic}
                  alt={pet.pic ? `Photo of ${pet.name}` : undefined}
                  size={72}
                  radius="md"
                  color="brand"
                >
                  {pet.name.slice(0, 1).toUpperCase()}
                </Avatar>
                <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" style={{ flex: 1 }}>
                  <Detail label="Name">{pet.name}</Detail>
                  <Detail label="Type">{PET_TYPE_LABELS[pet.type]}</Detail>
                  <Detail label="Weight">{pet.weight} kg</Detail>
                  <Detail label="Vaccination">
                    {VACCINATION_STATUS_LABELS[pet.vaccinationStatus]}
                  </Detail>
                  <Detail label="Medical history">
                    <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                      {pet.medicalHistory ?? 'None recorded'}
                    </Text>
                  </Detail>
                </SimpleGrid>
              </Group>
            ) : (
              <Text size="sm" c="dimmed">
                The pet's details are no longer available.
              </Text>
            )}
          </Section>

          <Section title="Request details" id="request-details-heading">
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
              <Detail label="Where">
                {SERVICE_MODE_SHORT_LABELS[request.serviceMode]}
                {request.place ? `, ${request.place}` : ''}
              </Detail>
              <Detail label="Budget">
                {request.budgetAmount === null
                  ? REQUEST_MESSAGES.noBudget
                  : formatMoney(request.budgetAmount, request.currency)}
              </Detail>
              <Detail label="Responses">{request.responseCount}</Detail>
              <Detail label="Posted">{formatInstantDay(request.createdAt)}</Detail>
              <Detail label="Requested by">{requester.name}</Detail>
              {request.selectedProvider ? (
                <Detail label="Chosen provider">
                  <Anchor
                    component={Link}
                    to={`/provider/${request.selectedProvider.id}`}
                    size="sm"
                  >
                    {request.selectedProvider.name}
                  </Anchor>
                </Detail>
              ) : null}
              {request.completedAt ? (
                <Detail label="Completed">{formatInstantDay(request.completedAt)}</Detail>
              ) : null}
              <Detail label="Request ID">
                <Text size="xs" style={{ wordBreak: 'break-all' }}>
                  {request.id}
                </Text>
              </Detail>
            </SimpleGrid>
          </Section>

          {/* The API includes the parent's phone and email only for an accepted provider. */}
          {!viewer.isRequester && (requester.phone || requester.email) ? (
            <Section title="Pet parent contact" id="contact-heading">
              <Stack gap="xs">
                <Text size="sm" fw={600}>
                  {requester.name}
                </Text>
                {requester.phone ? (
                  <Group gap={6}>
                    <IconPhone size={16} aria-hidden />
                    <Anchor href={`tel:${requester.phone}`} size="sm">
                      {requester.phone}
                    </Anchor>
                  </Group>
                ) : null}
                {requester.email ? (
                  <Group gap={6}>
                    <IconMail size={16} aria-hidden />
                    <Anchor href={`mailto:${requester.email}`} size="sm">
                      {requester.email}
                    </Anchor>
                  </Group>
                ) : null}
              </Stack>
            </Section>
          ) : null}
          {!viewer.isRequester && MessageAction && (viewer.myResponseId || viewer.canRespond) ? (
            <Group>
              <MessageAction requestId={request.id} label={`Message ${requester.name}`} />
            </Group>
          ) : null}
          {!viewer.isRequester && !(requester.phone || requester.email) ? (
            <Text size="sm" c="dimmed">
              The pet parent's phone number and email appear here once they accept your response.
            </Text>
          ) : null}
        </Stack>

        {respondPanel ? <Stack gap="lg">{respondPanel}</Stack> : null}
      </SimpleGrid>

      {viewer.isRequester ? (
        <Section title="Provider responses" id="responses-heading">
          <Stack gap="md">
            <ResponseList
              responses={request.responses}
              onAccept={canAccept ? onAccept : undefined}
              acceptingId={acceptingId}
              messageAction={
                MessageAction
                  ? (response) => (
                      <MessageAction
                        providerId={response.provider.id}
                        requestId={request.id}
                        label="Message"
                        size="xs"
                      />
                    )
                  : undefined
              }
            />
            <ParentLifecycleActions request={request} />
          </Stack>
        </Section>
      ) : null}
    </Stack>
  );
}
