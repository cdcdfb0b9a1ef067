import { Badge, Card, Divider, Group, Stack, Switch, Table, Text } from '@mantine/core';
import { IconHome } from '@tabler/icons-react';
import { EmergencyBadge } from '../../../components/service-badges';
import { formatMoney } from '@petmitra/core/marketplace/money';
import { PET_TYPE_LABELS } from '@petmitra/core/marketplace/pet-types';
import type { MyService } from '@petmitra/core/marketplace/services';
import { SERVICE_CATEGORY_LABELS } from '@petmitra/core/marketplace/service-categories';
import { EditDeleteActions } from '../../../components/edit-delete-actions';
import { formatInstantDay } from '../../../lib/format-date';
import { listItem } from '../../../lib/list-item';

interface ServiceCardProps {
  service: MyService;
  onToggleActive: (service: MyService, isActive: boolean) => void;
  toggling: boolean;
  onEdit: (service: MyService) => void;
  onDelete: (service: MyService) => void;
  deleting: boolean;
}

export function ServiceCard({
  service,
  onToggleActive,
  toggling,
  onEdit,
  onDelete,
  deleting,
}: ServiceCardProps) {
  return (
    <Card withBorder radius="lg" padding="lg" h="100%" {...listItem(service.id)}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Stack gap={4} style={{ minWidth: 0 }}>
            <Text component="h3" fw={700} fz="lg">
              {service.name}
            </Text>
            <Group gap={6}>
              <Badge variant="light">{SERVICE_CATEGORY_LABELS[service.category]}</Badge>
              <Badge variant="light" color={service.isActive ? 'cyan' : 'gray'}>
                {service.isActive ? 'Active' : 'Inactive'}
              </Badge>
            </Group>
          </Stack>
          <EditDeleteActions
            name={service.name}
            onEdit={() => onEdit(service)}
            onDelete={() => onDelete(service)}
            deleting={deleting}
          />
        </Group>
        <Text size="sm">
          <Text span fw={600}>
            Pet types:
          </Text>{' '}
          {service.petTypesAccepted.map((type) => PET_TYPE_LABELS[type]).join(', ')}
        </Text>
        {service.homeServiceAvailable ? (
          <Group gap={6}>
            <IconHome size={16} aria-hidden />
            <Text size="sm">Home Service Available</Text>
          </Group>
        ) : null}
        {service.emergency ? <EmergencyBadge /> : null}
        <Table
          withRowBorders={false}
          verticalSpacing={4}
          horizontalSpacing={0}
          aria-label={`Prices for ${service.name}`}
        >
          <Table.Thead>
            <Table.Tr>
              <Table.Th>
                <Text size="sm" fw={600}>
                  Price list
                </Text>
              </Table.Th>
              <Table.Th ta="right">
                <span className="visually-hidden">Amount</span>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {service.charges.map((charge, index) => (
              <Table.Tr key={`${charge.description}-${index}`}>
                <Table.Td>
                  <Text size="sm">{charge.description}</Text>
                </Table.Td>
                <Table.Td ta="right">
                  <Text size="sm" fw={600}>
                    {formatMoney(charge.amount, service.currency)}
                  </Text>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        <Divider />
        <Group gap="lg">
          <Text size="sm">
            <Text span fw={700}>
              {service.stats.totalRequests}
            </Text>{' '}
            total requests
          </Text>
          <Text size="sm">
            <Text span fw={700}>
              {service.stats.activeRequests}
            </Text>{' '}
            active requests
          </Text>
        </Group>
        <Group justify="space-between" align="center">
          <Switch
            label="Active"
            aria-label={`Active: ${service.name}`}
            checked={service.isActive}
            disabled={toggling}
            onChange={(event) => onToggleActive(service, event.currentTarget.checked)}
          />
          <Text size="xs" c="dimmed">
            Added {formatInstantDay(service.createdAt)}
          </Text>
        </Group>
        <Text size="xs" c="dimmed" style={{ wordBreak: 'break-all' }}>
          Service ID: {service.id}
        </Text>
      </Stack>
    </Card>
  );
}
