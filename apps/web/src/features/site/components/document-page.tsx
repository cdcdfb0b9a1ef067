import { Anchor, Container, Paper, Stack, Text, Title, type MantineSize } from '@mantine/core';
import type { ReactNode } from 'react';
import { usePageTitle } from '../../../hooks/use-page-title';
import classes from './document-page.module.css';

export interface DocumentSection {
  /** The anchor (#id), linkable from anywhere. */
  id: string;
  title: string;
  body: ReactNode;
}

/**
 * A policy or information page: h1, an optional 'last updated' line, a table of contents of
 * anchored sections, and the sections. Reads on a phone and prints as a plain document.
 */
export function DocumentPage({
  title,
  intro,
  lastUpdated,
  sections,
  children,
  size = 'md',
}: {
  title: string;
  intro: ReactNode;
  lastUpdated?: boolean;
  sections: DocumentSection[];
  children?: ReactNode;
  size?: MantineSize;
}) {
  usePageTitle(title);
  const today = new Date().toLocaleDateString('en-IN', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  });
  return (
    <Container size={size} py="xl" className={classes.page}>
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1}>{title}</Title>
          {lastUpdated ? (
            <Text size="sm" c="dimmed">
              Last updated: {today}
            </Text>
          ) : null}
        </Stack>
        <div className={classes.intro}>{intro}</div>
        {sections.length > 2 ? (
          <Paper
            component="nav"
            aria-label="On this page"
            withBorder
            p="md"
            className={classes.toc}
          >
            <Text fw={700} mb="xs">
              On this page
            </Text>
            <ol className={classes.tocList}>
              {sections.map((section) => (
                <li key={section.id}>
                  <Anchor href={`#${section.id}`}>{section.title}</Anchor>
                </li>
              ))}
            </ol>
          </Paper>
        ) : null}
        {sections.map((section) => (
          <section
            key={section.id}
            id={section.id}
            aria-labelledby={`${section.id}-heading`}
            className={classes.section}
          >
            <Title order={2} id={`${section.id}-heading`} size="h3" mb="sm">
              {section.title}
            </Title>
            <div className={classes.body}>{section.body}</div>
          </section>
        ))}
        {children}
      </Stack>
    </Container>
  );
}
