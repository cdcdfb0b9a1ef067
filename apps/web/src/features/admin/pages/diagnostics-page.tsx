import { Alert, Badge, Button, Container, Group, Paper, Stack, Table, Text } from '@mantine/core';
import { IconPlayerPlay } from '@tabler/icons-react';
import type { DiagnosticResult } from '@petmitra/core/admin/schemas';
import { messageForError } from '@petmitra/core/errors';
import { PageHeader } from '../../../components/page-header';
import { usePageTitle } from '../../../hooks/use-page-title';
import { useRunDiagnostics } from '../api/diagnostics';

const STATUS_COLOR: Record<DiagnosticResult['status'], string> = {
  success: 'green',
  warning: 'yellow',
  error: 'red',
};

function ResultCard({ result }: { result: DiagnosticResult }) {
  return (
    <Paper withBorder radius="md" p="md">
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Stack gap={2}>
          <Text fw={600}>{result.name}</Text>
          <Text size="sm">{result.message}</Text>
        </Stack>
        <Stack gap={2} align="flex-end">
          <Badge color={STATUS_COLOR[result.status]} variant="light">
            {result.status}
          </Badge>
          <Text size="xs" c="dimmed">
            {result.durationMs} ms
          </Text>
        </Stack>
      </Group>
      {result.rows && result.rows.length > 0 ? (
        <Table.ScrollContainer minWidth={320} mt="sm">
          <Table>
            <Table.Thead>
              <Table.Tr>
                {Object.keys(result.rows[0]!).map((key) => (
                  <Table.Th key={key}>{key}</Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {result.rows.map((row, i) => (
                <Table.Tr key={i}>
                  {Object.values(row).map((value, j) => (
                    <Table.Td key={j}>{value}</Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      ) : null}
    </Paper>
  );
}

export function DiagnosticsPage() {
  usePageTitle('Database Diagnostics');
  const run = useRunDiagnostics();
  const counts = run.data?.results.reduce(
    (acc, r) => ({ ...acc, [r.status]: (acc[r.status] ?? 0) + 1 }),
    {} as Partial<Record<DiagnosticResult['status'], number>>,
  );
  return (
    <Container size="md" py="xl">
      <PageHeader
        title="Database Diagnostics"
        description="Checks the database, migrations, extensions, Redis, email, file storage, background jobs, users and settings."
        actions={
          <Button
            onClick={() => run.mutate()}
            loading={run.isPending}
            leftSection={<IconPlayerPlay size={18} aria-hidden />}
          >
            Run Diagnostics
          </Button>
        }
      />
      {run.isError ? (
        <Alert color="red" title="Diagnostics could not run">
          {messageForError(run.error)}
        </Alert>
      ) : null}
      {run.data ? (
        <Stack gap="sm">
          <Text size="sm" c="dimmed" role="status">
            Ran at {new Date(run.data.ranAt).toLocaleString('en-IN')}: {counts?.success ?? 0}{' '}
            passed, {counts?.warning ?? 0} warnings, {counts?.error ?? 0} errors.
          </Text>
          {run.data.results.map((result) => (
            <ResultCard key={result.name} result={result} />
          ))}
        </Stack>
      ) : !run.isPending ? (
        <Text c="dimmed">Press Run Diagnostics to check every part of the system now.</Text>
      ) : null}
    </Container>
  );
}
