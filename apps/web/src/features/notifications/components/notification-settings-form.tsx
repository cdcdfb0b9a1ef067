import {
  Alert,
  Button,
  Checkbox,
  Group,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Tabs,
  Text,
  TextInput,
} from '@mantine/core';
import { useMemo, useState } from 'react';
import { messageForError } from '@petmitra/core/errors';
import { NOTIFICATION_TYPES } from '@petmitra/core/marketplace/notifications';
import {
  NOTIFICATION_MESSAGES,
  NOTIFICATION_TYPE_LABELS,
  type NotificationSettings,
} from '@petmitra/core/notifications/settings';
import { ErrorState } from '../../../components/error-state';
import { PageLoader } from '../../../components/page-loader';
import { toast } from '../../../lib/toast';
import { usePushSubscription } from '../api/push';
import { useNotificationSettings, useSaveNotificationSettings } from '../api/settings';

const timeZones = (): string[] => {
  try {
    return Intl.supportedValuesOf('timeZone');
  } catch {
    return ['Asia/Kolkata', 'UTC'];
  }
};

/** This device's push subscription, beside the push switch. */
function PushDevice() {
  const push = usePushSubscription();
  const describe = {
    loading: 'Checking this device…',
    unsupported: 'This browser cannot receive push notifications here.',
    denied: NOTIFICATION_MESSAGES.pushDenied,
    off: 'This device does not receive push notifications.',
    on: 'This device receives push notifications.',
  }[push.state];
  return (
    <Paper withBorder p="sm" radius="md">
      <Group justify="space-between" gap="sm">
        <Text size="sm">{describe}</Text>
        {push.state === 'off' ? (
          <Button size="xs" onClick={() => void push.enable()}>
            Enable on this device
          </Button>
        ) : null}
        {push.state === 'on' ? (
          <Button size="xs" variant="default" onClick={() => void push.disable()}>
            Turn off on this device
          </Button>
        ) : null}
      </Group>
      {push.error ? (
        <Text size="sm" c="red" mt="xs" role="alert">
          {push.error}
        </Text>
      ) : null}
    </Paper>
  );
}

/**
 * The Settings tab: General (in-app, push with this device, email), Categories (per type:
 * on, and when on, push and email), Schedule (quiet hours, whose times show when enabled).
 * Saved on the server; what is refused shows the server's message and nothing is saved.
 */
export function NotificationSettingsForm() {
  const stored = useNotificationSettings();
  if (stored.isError) {
    return (
      <ErrorState
        title="We couldn't load your settings"
        message={messageForError(stored.error)}
        onRetry={() => void stored.refetch()}
      />
    );
  }
  if (!stored.data) return <PageLoader label="Loading settings..." />;
  return <SettingsEditor initial={stored.data} />;
}

function SettingsEditor({ initial }: { initial: NotificationSettings }) {
  const save = useSaveNotificationSettings();
  const [draft, setDraft] = useState<NotificationSettings>(initial);
  const [error, setError] = useState<string | null>(null);
  const zones = useMemo(() => timeZones(), []);

  const set = (patch: Partial<NotificationSettings>) => setDraft({ ...draft, ...patch });
  const setCategory = (
    type: (typeof NOTIFICATION_TYPES)[number],
    patch: Partial<NotificationSettings['categories'][typeof type]>,
  ) =>
    set({
      categories: { ...draft.categories, [type]: { ...draft.categories[type], ...patch } },
    });

  const submit = () => {
    setError(null);
    save.mutate(draft, {
      onSuccess: (saved) => {
        setDraft(saved);
        toast.success(NOTIFICATION_MESSAGES.settingsSaved);
      },
      onError: (e) => setError(messageForError(e)),
    });
  };

  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <Stack gap="md">
        <Tabs defaultValue="general" keepMounted={false}>
          <Tabs.List>
            <Tabs.Tab value="general">General</Tabs.Tab>
            <Tabs.Tab value="categories">Categories</Tabs.Tab>
            <Tabs.Tab value="schedule">Schedule</Tabs.Tab>
          </Tabs.List>

          <Tabs.Panel value="general" pt="md">
            <Stack gap="md">
              <Switch
                label="In-app notifications"
                description="Show notifications in the bell and on this page"
                checked={draft.enableInApp}
                onChange={(e) => set({ enableInApp: e.currentTarget.checked })}
              />
              <Switch
                label="Push notifications"
                description="Notify your devices even when PetMitra is closed"
                checked={draft.enablePush}
                onChange={(e) => set({ enablePush: e.currentTarget.checked })}
              />
              {draft.enablePush ? <PushDevice /> : null}
              <Switch
                label="Email notifications"
                description="Send notifications to your email address"
                checked={draft.enableEmail}
                onChange={(e) => set({ enableEmail: e.currentTarget.checked })}
              />
            </Stack>
          </Tabs.Panel>

          <Tabs.Panel value="categories" pt="md">
            <Stack gap="xs">
              {NOTIFICATION_TYPES.map((type) => {
                const category = draft.categories[type];
                const label = NOTIFICATION_TYPE_LABELS[type];
                return (
                  <Paper key={type} withBorder p="sm" radius="md">
                    <Group justify="space-between" gap="sm">
                      <Switch
                        label={label}
                        checked={category.enabled}
                        onChange={(e) => setCategory(type, { enabled: e.currentTarget.checked })}
                      />
                      {category.enabled ? (
                        <Group gap="md">
                          <Checkbox
                            label="Push"
                            aria-label={`${label}: push`}
                            checked={category.push}
                            onChange={(e) => setCategory(type, { push: e.currentTarget.checked })}
                          />
                          <Checkbox
                            label="Email"
                            aria-label={`${label}: email`}
                            checked={category.email}
                            onChange={(e) => setCategory(type, { email: e.currentTarget.checked })}
                          />
                        </Group>
                      ) : null}
                    </Group>
                  </Paper>
                );
              })}
            </Stack>
          </Tabs.Panel>

          <Tabs.Panel value="schedule" pt="md">
            <Stack gap="md">
              <Switch
                label="Quiet hours"
                description="Hold push and email back during these hours (notifications still appear here)"
                checked={draft.quietHours.enabled}
                onChange={(e) =>
                  set({ quietHours: { ...draft.quietHours, enabled: e.currentTarget.checked } })
                }
              />
              {draft.quietHours.enabled ? (
                <SimpleGrid cols={{ base: 1, sm: 3 }}>
                  <TextInput
                    type="time"
                    label="Start"
                    value={draft.quietHours.start}
                    onChange={(e) =>
                      set({ quietHours: { ...draft.quietHours, start: e.currentTarget.value } })
                    }
                  />
                  <TextInput
                    type="time"
                    label="End"
                    value={draft.quietHours.end}
                    onChange={(e) =>
                      set({ quietHours: { ...draft.quietHours, end: e.currentTarget.value } })
                    }
                  />
                  <Select
                    label="Time zone"
                    searchable
                    data={zones}
                    value={draft.timeZone}
                    onChange={(value) => value && set({ timeZone: value })}
                    allowDeselect={false}
                  />
                </SimpleGrid>
              ) : null}
            </Stack>
          </Tabs.Panel>
        </Tabs>

        {error ? (
          <Alert color="red" role="alert" title="Settings not saved">
            {error}
          </Alert>
        ) : null}
        <Group>
          <Button type="submit" loading={save.isPending}>
            Save Settings
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
