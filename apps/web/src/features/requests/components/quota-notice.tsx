import { Alert, Text } from '@mantine/core';
import { IconInfoCircle, IconAlertTriangle } from '@tabler/icons-react';
import { QUOTA_MESSAGES, renewalDay, type Quota } from '@petmitra/core/marketplace/quota';
import { PlansLink } from '../../../components/plans-link';

/** How many free requests are left this month, and what happens once they are used. */
export function QuotaNotice({ quota }: { quota: Quota }) {
  if (quota.unlimited) {
    return (
      <Alert variant="light" color="teal" icon={<IconInfoCircle aria-hidden />}>
        <Text size="sm">Your plan includes unlimited requests (∞).</Text>
      </Alert>
    );
  }
  if (quota.remaining > 0) {
    return (
      <Alert variant="light" color="blue" icon={<IconInfoCircle aria-hidden />}>
        <Text size="sm">
          You have {quota.remaining} free {quota.remaining === 1 ? 'request' : 'requests'} left this
          month ({quota.used} of {quota.limit} used).
        </Text>
      </Alert>
    );
  }
  return (
    <Alert
      variant="light"
      color="red"
      title="No free requests left this month"
      icon={<IconAlertTriangle aria-hidden />}
    >
      <Text size="sm">
        {QUOTA_MESSAGES.requestUsed} Your free request renews on {renewalDay(quota.resetsAt)}.{' '}
        <PlansLink>See plans</PlansLink>
      </Text>
    </Alert>
  );
}
