import {
  Accordion,
  Anchor,
  Button,
  Chip,
  Container,
  Group,
  Paper,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { memo, useState } from 'react';
import { Link } from 'react-router';
import {
  FAQ_COPY,
  FAQ_ITEMS,
  faqCategories,
  faqHeading,
  filterFaq,
  type FaqCategory,
  type FaqRole,
} from '@petmitra/core/help/faq';
import { SITE } from '@petmitra/core/settings';
import { usePageTitle } from '../../../hooks/use-page-title';
import { useSessionUser } from '../../../lib/use-session-user';

const roleLabel = (role: string) => role.replace(/_/g, ' ');

/** FAQ (spec part 2, section 2): role-aware, searchable, filtered by category chips. */
export function FaqPage() {
  usePageTitle('FAQ');
  const { user } = useSessionUser();
  // Guests and admins read the pet parent FAQ (spec: pet_parent when not logged in).
  const role: FaqRole = user?.role === 'service_provider' ? 'service_provider' : 'pet_parent';

  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1}>{faqHeading(role)}</Title>
          <Text c="dimmed">
            Answers to the questions we hear most. Can&apos;t find yours? Ask the help chat or
            contact us.
          </Text>
          {user ? (
            <Text size="sm">
              Logged in as <strong>{user.name || user.email}</strong> ({roleLabel(user.role)})
            </Text>
          ) : null}
        </Stack>
        <FaqQuestions role={role} />
        <Paper withBorder p="lg">
          <Title order={2} size="h4">
            Still have questions?
          </Title>
          <Text mt={4}>
            <Anchor component={Link} to="/contact">
              Contact us
            </Anchor>{' '}
            or write to <Anchor href={`mailto:${SITE.supportEmail}`}>{SITE.supportEmail}</Anchor>.
          </Text>
        </Paper>
      </Stack>
    </Container>
  );
}

/**
 * The search, the category chips and the questions. Memoised on the role: the session's answer
 * (a guest before and after it reads the pet parent FAQ) re-renders the page's heading, not the
 * whole list of questions.
 */
function FaqQuestionList({ role }: { role: FaqRole }) {
  const [category, setCategory] = useState<FaqCategory>('all');
  const [search, setSearch] = useState('');
  const [open, setOpen] = useState<string[]>([]);
  const categories = faqCategories(role);
  const items = filterFaq(FAQ_ITEMS, { role, category, search });

  return (
    <>
      <TextInput
        type="search"
        aria-label="Search questions"
        placeholder={FAQ_COPY.searchPlaceholder}
        leftSection={<IconSearch size={16} aria-hidden />}
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
      />
      <Chip.Group
        multiple={false}
        value={category}
        onChange={(value) => setCategory(value as FaqCategory)}
      >
        <Group gap="xs" role="group" aria-label="Categories">
          {categories.map((c) => (
            <Chip key={c.value} value={c.value} variant="outline">
              {c.label}
            </Chip>
          ))}
        </Group>
      </Chip.Group>
      <Text size="sm" c="dimmed" role="status" aria-live="polite">
        {items.length === 1 ? '1 question' : `${items.length} questions`}
      </Text>
      {items.length === 0 ? (
        <Paper withBorder p="xl" ta="center">
          <Stack align="center" gap="xs">
            <Title order={2} size="h3">
              {FAQ_COPY.emptyTitle}
            </Title>
            <Text c="dimmed">{FAQ_COPY.emptyHint}</Text>
            <Button
              variant="light"
              onClick={() => {
                setSearch('');
                setCategory('all');
              }}
            >
              {FAQ_COPY.showAll}
            </Button>
          </Stack>
        </Paper>
      ) : (
        <Accordion multiple value={open} onChange={setOpen} variant="separated">
          {items.map((item) => (
            <Accordion.Item key={item.id} value={item.id} id={item.id}>
              <Accordion.Control>
                <Text component="span" fw={600}>
                  {item.question}
                </Text>
              </Accordion.Control>
              <Accordion.Panel>
                <Text>{item.answer}</Text>
              </Accordion.Panel>
            </Accordion.Item>
          ))}
        </Accordion>
      )}
    </>
  );
}

const FaqQuestions = memo(FaqQuestionList);
