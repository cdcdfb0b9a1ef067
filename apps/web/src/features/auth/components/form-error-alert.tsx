import { Alert } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';

/** The server's message for a failed submit (Mantine's Alert carries role="alert"). */
export function FormErrorAlert({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />}>
      {message}
    </Alert>
  );
}
