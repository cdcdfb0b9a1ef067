import { Alert, Switch, Text } from '@mantine/core';
import { IconUserCheck } from '@tabler/icons-react';

/**
 * The request form from a provider's profile or a favourite: it goes to that provider only,
 * unless the parent widens it to every provider nearby.
 */
export function DirectRequestNotice({
  providerName,
  widened,
  onWidenedChange,
}: {
  providerName: string;
  widened: boolean;
  onWidenedChange: (widened: boolean) => void;
}) {
  return (
    <Alert
      color={widened ? 'gray' : 'brand'}
      variant="light"
      icon={<IconUserCheck aria-hidden />}
      title={
        widened
          ? 'This request goes to every provider nearby'
          : `This request goes to ${providerName} only`
      }
    >
      <Text size="sm" mb="xs">
        {widened
          ? `${providerName} and every other provider near you who offers it can respond.`
          : `Only ${providerName} sees it and can respond. If they decline or do not answer in time, you can send it to every provider nearby.`}
      </Text>
      <Switch
        label="Send it to all nearby providers instead"
        checked={widened}
        onChange={(event) => onWidenedChange(event.currentTarget.checked)}
      />
    </Alert>
  );
}
