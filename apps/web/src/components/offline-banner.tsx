import { Alert } from '@mantine/core';
import { IconWifiOff } from '@tabler/icons-react';
import { useOnlineStatus } from '../hooks/use-online-status';

export function OfflineBanner() {
  const online = useOnlineStatus();
  return (
    // The live region stays mounted so screen readers announce the change when it appears.
    <div role="status" aria-live="polite">
      {online ? null : (
        <Alert
          color="yellow"
          variant="filled"
          radius={0}
          icon={<IconWifiOff size={18} aria-hidden />}
          styles={{ root: { color: 'var(--mantine-color-black)' }, message: { color: 'inherit' } }}
        >
          You&apos;re offline. Some features may be limited.
        </Alert>
      )}
    </div>
  );
}
