import { Alert, Button, Container, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconRefresh } from '@tabler/icons-react';

interface ErrorStateProps {
  title: string;
  message: string;
  onRetry?: () => void;
}

/** A failed load inside a page: what went wrong and a way to try again. */
export function ErrorState({ title, message, onRetry }: ErrorStateProps) {
  return (
    <Container size="sm" py="xl">
      <Alert color="red" variant="light" title={title} icon={<IconAlertCircle aria-hidden />}>
        <Stack gap="sm" align="flex-start">
          <Text size="sm">{message}</Text>
          {onRetry ? (
            <Button
              size="xs"
              variant="default"
              leftSection={<IconRefresh size={16} aria-hidden />}
              onClick={onRetry}
            >
              Try Again
            </Button>
          ) : null}
        </Stack>
      </Alert>
    </Container>
  );
}
