import { Alert, Anchor, Group, NativeSelect, Text } from '@mantine/core';
import { IconMapPin } from '@tabler/icons-react';
import { Link } from 'react-router';
import { messageForError } from '@petmitra/core/errors';
import { SERVICE_RADIUS_CHOICES } from '@petmitra/core/marketplace/requests';
import { toast } from '../../../lib/toast';
import { useSetServiceRadius } from '../api/set-service-radius';

const RADIUS_OPTIONS = SERVICE_RADIUS_CHOICES.map((km) => ({
  value: String(km),
  label: `${km} km`,
}));

/**
 * Where the board looks: the provider's city and their service radius, which they change here.
 * Without a city on their profile, only requests sent to them directly reach them.
 */
export function ServiceArea({ area }: { area: { place: string | null; radiusKm: number } }) {
  const setRadius = useSetServiceRadius();
  const options = RADIUS_OPTIONS.some((o) => o.value === String(area.radiusKm))
    ? RADIUS_OPTIONS
    : [...RADIUS_OPTIONS, { value: String(area.radiusKm), label: `${area.radiusKm} km` }];

  if (!area.place) {
    return (
      <Alert color="yellow" variant="light" title="Add your city to see requests near you">
        <Text size="sm">
          Requests reach providers within their service radius of where the service is needed. Add
          your city and country to your{' '}
          <Anchor component={Link} to="/profile">
            profile
          </Anchor>
          ; until then only requests sent to you directly appear here.
        </Text>
      </Alert>
    );
  }
  return (
    <Group gap="sm" align="flex-end" component="section" aria-label="Service area">
      <Group gap={6} align="center" wrap="nowrap">
        <IconMapPin size={18} aria-hidden />
        <Text size="sm">
          Showing requests within {area.radiusKm} km of {area.place}.
        </Text>
      </Group>
      <NativeSelect
        label="Service radius"
        data={options}
        value={String(area.radiusKm)}
        disabled={setRadius.isPending}
        onChange={(event) =>
          setRadius.mutate(Number(event.currentTarget.value), {
            onSuccess: (next) =>
              toast.success(`You will see requests within ${next.radiusKm} km.`, {
                title: 'Service radius saved',
              }),
            onError: (error) => toast.error(messageForError(error)),
          })
        }
        w={160}
      />
    </Group>
  );
}
