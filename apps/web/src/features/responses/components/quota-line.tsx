import { Alert, Text } from '@mantine/core';
import { IconAlertTriangle, IconInfoCircle } from '@tabler/icons-react';
import { QUOTA_MESSAGES, type Quota } from '@petmitra/core/marketplace/quota';
import { PlansLink } from '../../../components/plans-link';

/** How many free responses are left this month, and what happens once they are used. */
export function QuotaLine({ quota }: { quota: Quota }) {
  if (quota.unlimited) {
    return (
      <Alert variant="light" color="teal" icon={<IconInfoCircle aria-hidden />}>
        <Text size="sm">Your plan includes unlimited responses (∞).</Text>
      </Alert>
    );
  }
  if (quota.remaining > 0) {
    return (
      <Alert variant="light" color="blue" icon={<IconInfoCircle aria-hidden />}>
        <Text size="sm">
          You have {quota.remaining} free {quota.remaining === 1 ? 'response' : 'responses'} left
          this month ({quota.used} of {quota.limit} used).
        </Text>
      </Alert>
    );
  }
  return (
    <Alert variant="light" color="red" icon={<IconAlertTriangle aria-hidden />}>
      <Text size="sm">
        {QUOTA_MESSAGES.responseUsed} <PlansLink>See plans</PlansLink>
      </Text>
    </Alert>
  );
}
