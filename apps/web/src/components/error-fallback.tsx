import { Button, Code, Container, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAlertTriangle, IconHome, IconRefresh } from '@tabler/icons-react';

interface ErrorFallbackProps {
  error: unknown;
  /** Try Again: re-render the failed part; without it the page reloads. */
  onRetry?: () => void;
}

function describe(error: unknown): string {
  if (error instanceof Error) return error.stack ?? `${error.name}: ${error.message}`;
  if (typeof error === 'string') return error;
  try {
    return JSON.stringify(error, null, 2);
  } catch {
    return String(error);
  }
}

/** The screen shown when rendering fails (spec part 1, section 8: render error boundary). */
export function ErrorFallback({ error, onRetry }: ErrorFallbackProps) {
  return (
    <Container size="sm" py={64} role="alert">
      <Stack align="center" gap="md" ta="center">
        <ThemeIcon size={64} radius="xl" color="red" variant="light" aria-hidden>
          <IconAlertTriangle size={36} />
        </ThemeIcon>
        <Title order={1}>Oops! Something went wrong</Title>
        <Text c="dimmed" maw={480}>
          We&apos;re sorry, but something unexpected happened. Please try refreshing the page. If
          the problem persists, go back to the home page.
        </Text>
        <Group justify="center">
          <Button
            leftSection={<IconRefresh size={18} aria-hidden />}
            onClick={() => (onRetry ? onRetry() : window.location.reload())}
          >
            Try Again
          </Button>
          <Button
            component="a"
            href="/"
            variant="default"
            leftSection={<IconHome size={18} aria-hidden />}
          >
            Go Home
          </Button>
        </Group>
        <details style={{ width: '100%', textAlign: 'left' }}>
          <summary style={{ cursor: 'pointer' }}>Error details</summary>
          <Code block mt="sm" style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
            {describe(error)}
          </Code>
        </details>
      </Stack>
    </Container>
  );
}
