import { Paper, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A bordered section of an admin page with its heading (analytics and reports). */
export function Panel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="lg" p="lg">
      <Title order={2} size="h4" mb="sm">
        {title}
      </Title>
      {children}
    </Paper>
  );
}
