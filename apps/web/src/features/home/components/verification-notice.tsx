import { Alert, Anchor, Text } from '@mantine/core';
import { IconRosetteDiscountCheck } from '@tabler/icons-react';
import { Link } from 'react-router';
import { formatInstantDay } from '../../../lib/format-date';
import { useMyVerification } from '../../../lib/use-my-verification';

/**
 * The provider home's verification notice: how to get the Verified badge, where the documents
 * stand, or when they were verified. Nothing shows while it loads.
 */
export function VerificationNotice() {
  const { data } = useMyVerification();
  if (!data) return null;
  const latest = data.latest;
  const link = (label: string) => (
    // In the alert's own colour, underlined: the brand orange on a light alert is under 4.5:1.
    <Anchor component={Link} to="/verification" fw={600} c="inherit" underline="always">
      {label}
    </Anchor>
  );
  if (data.verifiedAt) {
    return (
      <Alert
        color="teal"
        variant="light"
        title="You are verified"
        icon={<IconRosetteDiscountCheck aria-hidden />}
      >
        <Text size="sm">
          Verified on {formatInstantDay(data.verifiedAt)}: the Verified badge shows on your profile,
          services and responses.
        </Text>
      </Alert>
    );
  }
  if (latest?.status === 'pending') {
    return (
      <Alert color="yellow" variant="light" title="Verification pending">
        <Text size="sm">
          Your documents are waiting for review. {link('View verification status')}
        </Text>
      </Alert>
    );
  }
  if (latest?.status === 'rejected') {
    return (
      <Alert color="red" variant="light" title="Verification not approved">
        <Text size="sm">
          {latest.rejectionReason} {link('Send new documents')}
        </Text>
      </Alert>
    );
  }
  return (
    <Alert
      color="blue"
      variant="light"
      title="Get verified"
      icon={<IconRosetteDiscountCheck aria-hidden />}
    >
      <Text size="sm">
        Send an ID document and an address proof to show the Verified badge pet parents look for.{' '}
        {link('Get verified')}
      </Text>
    </Alert>
  );
}
