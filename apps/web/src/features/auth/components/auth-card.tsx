import { Container, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode, Ref } from 'react';

interface AuthCardProps {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
  width?: number;
  /** The h1, for a page that moves focus to it itself (one opened from an email link). */
  headingRef?: Ref<HTMLHeadingElement>;
}

/** The centred card the sign-in, registration and password pages share. */
export function AuthCard({ title, subtitle, children, width = 460, headingRef }: AuthCardProps) {
  return (
    <Container size={width} py={{ base: 'xl', sm: 56 }} px="md">
      <Stack gap={4} mb="lg" ta="center">
        <Title order={1} fz={{ base: 26, sm: 30 }} ref={headingRef} tabIndex={-1}>
          {title}
        </Title>
        {subtitle ? <Text c="dimmed">{subtitle}</Text> : null}
      </Stack>
      <Paper withBorder shadow="sm" radius="lg" p={{ base: 'lg', sm: 'xl' }}>
        {children}
      </Paper>
    </Container>
  );
}
