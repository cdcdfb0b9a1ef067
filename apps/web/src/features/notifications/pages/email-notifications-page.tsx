import {
  Alert,
  Button,
  Container,
  Group,
  Paper,
  Stack,
  Switch,
  Tabs,
  Text,
  TextInput,
} from '@mantine/core';
import { IconCheck, IconMail } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { messageForError } from '@petmitra/core/errors';
import {
  EMAIL_PREFERENCE_KEYS,
  EMAIL_PREFERENCE_LABELS,
  NOTIFICATION_MESSAGES,
  type EmailPreferences,
} from '@petmitra/core/notifications/settings';
import { ErrorState } from '../../../components/error-state';
import { PageHeader } from '../../../components/page-header';
import { PageLoader } from '../../../components/page-loader';
import { usePageTitle } from '../../../hooks/use-page-title';
import { useSessionUser } from '../../../lib/use-session-user';
import { toast } from '../../../lib/toast';
import { useEmailPreferences, useSaveEmailPreferences, useSendTestEmail } from '../api/settings';

type SaveState = 'idle' | 'saving' | 'success' | 'error';
/** Success and error stay on the button for 3 s (spec part 1, section 4). */
const SAVE_STATE_MS = 3000;

function PreferencesTab() {
  const stored = useEmailPreferences();
  if (stored.isError) {
    return (
      <ErrorState
        title="We couldn't load your email preferences"
        message={messageForError(stored.error)}
        onRetry={() => void stored.refetch()}
      />
    );
  }
  if (!stored.data) return <PageLoader label="Loading email preferences..." />;
  return <PreferencesEditor initial={stored.data} />;
}

function PreferencesEditor({ initial }: { initial: EmailPreferences }) {
  const save = useSaveEmailPreferences();
  const [draft, setDraft] = useState<EmailPreferences>(initial);
  const [state, setState] = useState<SaveState>('idle');
  const [error, setError] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const settle = (next: SaveState) => {
    setState(next);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setState('idle'), SAVE_STATE_MS);
  };
  const submit = () => {
    setState('saving');
    setError(null);
    save.mutate(draft, {
      onSuccess: (saved) => {
        setDraft(saved);
        settle('success');
      },
      onError: (e) => {
        setError(messageForError(e));
        settle('error');
      },
    });
  };

  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <Stack gap="sm">
        {EMAIL_PREFERENCE_KEYS.map((key) => (
          <Paper key={key} withBorder p="sm" radius="md">
            <Switch
              label={EMAIL_PREFERENCE_LABELS[key].label}
              description={EMAIL_PREFERENCE_LABELS[key].description}
              checked={draft[key]}
              onChange={(e) => setDraft({ ...draft, [key]: e.currentTarget.checked })}
            />
          </Paper>
        ))}
        {error ? (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        ) : null}
        <Group>
          <Button
            type="submit"
            loading={state === 'saving'}
            color={state === 'error' ? 'red' : state === 'success' ? 'teal' : undefined}
            leftSection={state === 'success' ? <IconCheck size={16} aria-hidden /> : null}
          >
            {state === 'success' ? 'Saved' : state === 'error' ? 'Save failed' : 'Save Preferences'}
          </Button>
          <Text size="sm" c="dimmed" aria-live="polite">
            {state === 'success' ? 'Your email preferences were saved.' : ''}
          </Text>
        </Group>
      </Stack>
    </form>
  );
}

function TestEmailTab() {
  const { user } = useSessionUser();
  const [email, setEmail] = useState(user?.email ?? '');
  const [name, setName] = useState(user?.name ?? '');
  const [alert, setAlert] = useState<string | null>(null);
  const send = useSendTestEmail();
  const empty = !email.trim() && !name.trim();

  const submit = () => {
    if (!email.trim() || !name.trim()) {
      setAlert(NOTIFICATION_MESSAGES.testEmailMissing);
      return;
    }
    setAlert(null);
    send.mutate(
      { email: email.trim(), name: name.trim() },
      {
        onSuccess: () => toast.success(NOTIFICATION_MESSAGES.testEmailSent),
        onError: (e) => setAlert(messageForError(e)),
      },
    );
  };

  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
      noValidate
    >
      <Stack gap="sm" maw={480}>
        <Text size="sm" c="dimmed">
          Send yourself a test email to check that PetMitra's emails reach you.
        </Text>
        <TextInput
          label="Email"
          type="email"
          value={email}
          onChange={(e) => setEmail(e.currentTarget.value)}
        />
        <TextInput label="Name" value={name} onChange={(e) => setName(e.currentTarget.value)} />
        {alert ? (
          <Alert color="red" role="alert">
            {alert}
          </Alert>
        ) : null}
        <Group>
          <Button
            type="submit"
            disabled={empty || send.isPending}
            loading={send.isPending}
            leftSection={<IconMail size={16} aria-hidden />}
          >
            Send Test Email
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** /email-notifications: Email Preferences and Test Emails. */
export function EmailNotificationsPage() {
  usePageTitle('Email Notifications');
  return (
    <Container size="sm" py="xl">
      <PageHeader
        title="Email Notifications"
        description="Choose which emails PetMitra sends you. Every email has a one-click unsubscribe link."
      />
      <Tabs defaultValue="preferences" keepMounted={false}>
        <Tabs.List mb="md">
          <Tabs.Tab value="preferences">Email Preferences</Tabs.Tab>
          <Tabs.Tab value="test">Test Emails</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="preferences">
          <PreferencesTab />
        </Tabs.Panel>
        <Tabs.Panel value="test">
          <TestEmailTab />
        </Tabs.Panel>
      </Tabs>
    </Container>
  );
}
