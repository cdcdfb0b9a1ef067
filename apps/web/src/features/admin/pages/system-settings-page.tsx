import {
  Alert,
  Button,
  Checkbox,
  Container,
  Group,
  NumberInput,
  Paper,
  PasswordInput,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconCheck, IconDeviceFloppy, IconMailCheck, IconX } from '@tabler/icons-react';
import { useEffect, useState, type ReactNode } from 'react';
import {
  saveButtonLabel,
  SETTINGS_MESSAGES,
  SETTINGS_SAVED_MESSAGE_MS,
  settingsFormSchema,
  type SettingsFormValues,
} from '@petmitra/core/admin/settings-form';
import { messageForError } from '@petmitra/core/errors';
import { ErrorState } from '../../../components/error-state';
import { PageHeader } from '../../../components/page-header';
import { PageLoader } from '../../../components/page-loader';
import { usePageTitle } from '../../../hooks/use-page-title';
import { showSaveError } from '../../../lib/form-errors';
import { zodResolver } from '../../../lib/zod-form';
import { useAdminSettings, useSaveSettings, useTestEmail } from '../api/settings';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="lg" p="lg">
      <Title order={2} size="h3" mb="md">
        {title}
      </Title>
      <Stack gap="sm">{children}</Stack>
    </Paper>
  );
}

function SettingsForm({
  initial,
  smtpPasswordSet,
}: {
  initial: SettingsFormValues;
  smtpPasswordSet: boolean;
}) {
  const save = useSaveSettings();
  const testEmail = useTestEmail();
  const [saved, setSaved] = useState(false);
  // The loaded settings are the draft's starting point; edits make it dirty (spec section 4).
  const form = useForm<SettingsFormValues>({
    mode: 'controlled',
    initialValues: initial,
    validate: zodResolver(settingsFormSchema),
  });
  const dirty = form.isDirty();

  useEffect(() => {
    if (!saved) return;
    const timer = setTimeout(() => setSaved(false), SETTINGS_SAVED_MESSAGE_MS);
    return () => clearTimeout(timer);
  }, [saved]);

  const submit = form.onSubmit((values) => {
    setSaved(false);
    save.mutate(values, {
      onSuccess: (reply) => {
        form.setInitialValues(reply.settings);
        form.setValues(reply.settings);
        form.resetDirty(reply.settings);
        setSaved(true);
      },
      onError: (error) => showSaveError(error, form.setErrors, SETTINGS_MESSAGES.saveFailed),
    });
  });

  const runTest = () => {
    const check = form.validateField('email.smtpHost');
    if (check.hasError) return;
    testEmail.mutate(form.getValues().email);
  };

  const saveButton = (
    <Button
      type="submit"
      disabled={!dirty || save.isPending}
      leftSection={<IconDeviceFloppy size={18} aria-hidden />}
    >
      {saveButtonLabel(dirty, save.isPending)}
    </Button>
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="lg">
        <Group justify="flex-end">{saveButton}</Group>
        {saved ? (
          <Alert color="green" icon={<IconCheck aria-hidden />} role="status">
            {SETTINGS_MESSAGES.saved}
          </Alert>
        ) : null}
        <Section title="General">
          <TextInput label="Site Name" required {...form.getInputProps('general.siteName')} />
          <Textarea
            label="Site Description"
            autosize
            minRows={2}
            {...form.getInputProps('general.siteDescription')}
          />
          <Switch
            label="Maintenance Mode"
            description="Everyone but super admins sees the maintenance page, and the API refuses their changes."
            {...form.getInputProps('general.maintenanceMode', { type: 'checkbox' })}
          />
          <Switch
            label="Allow New Registrations"
            {...form.getInputProps('general.allowRegistrations', { type: 'checkbox' })}
          />
        </Section>
        <Section title="Email">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label="SMTP Host" {...form.getInputProps('email.smtpHost')} />
            <NumberInput
              label="SMTP Port"
              allowDecimal={false}
              {...form.getInputProps('email.smtpPort')}
            />
            <TextInput
              label="SMTP Username"
              autoComplete="off"
              {...form.getInputProps('email.smtpUser')}
            />
            <PasswordInput
              label="SMTP Password"
              autoComplete="new-password"
              description={
                smtpPasswordSet
                  ? 'A password is stored (never shown). Leave blank to keep it.'
                  : 'No password stored.'
              }
              {...form.getInputProps('email.smtpPassword')}
            />
            <TextInput label="From Email" type="email" {...form.getInputProps('email.fromEmail')} />
            <TextInput label="From Name" {...form.getInputProps('email.fromName')} />
          </SimpleGrid>
          {smtpPasswordSet ? (
            <Checkbox
              label="Remove the stored SMTP password"
              {...form.getInputProps('email.clearSmtpPassword', { type: 'checkbox' })}
            />
          ) : null}
          <Group>
            <Button
              variant="default"
              onClick={runTest}
              loading={testEmail.isPending}
              leftSection={<IconMailCheck size={18} aria-hidden />}
            >
              Test Connection
            </Button>
          </Group>
          {testEmail.data ? (
            <Alert
              color={testEmail.data.success ? 'green' : 'red'}
              icon={testEmail.data.success ? <IconCheck aria-hidden /> : <IconX aria-hidden />}
              role="status"
            >
              {testEmail.data.message}
            </Alert>
          ) : testEmail.isError ? (
            <Alert color="red" icon={<IconX aria-hidden />} role="status">
              {SETTINGS_MESSAGES.emailTestFailed} {messageForError(testEmail.error)}
            </Alert>
          ) : null}
        </Section>
        <Section title="Security">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <NumberInput
              label="Session Timeout (hours)"
              allowDecimal={false}
              {...form.getInputProps('security.sessionTimeout')}
            />
            <NumberInput
              label="Max Login Attempts"
              description="Per email address, in 15 minutes."
              allowDecimal={false}
              {...form.getInputProps('security.maxLoginAttempts')}
            />
          </SimpleGrid>
          <Switch
            label="Require Email Verification"
            {...form.getInputProps('security.requireEmailVerification', { type: 'checkbox' })}
          />
          <Switch
            label="Enable Two-Factor for Admin Accounts"
            description="Admins sign in with a code from an authenticator app. Set up your own on the Security Dashboard first."
            {...form.getInputProps('security.enableTwoFactor', { type: 'checkbox' })}
          />
        </Section>
        <Group justify="flex-end">{saveButton}</Group>
        <Text size="xs" c="dimmed">
          Changes apply at once on every server.
        </Text>
      </Stack>
    </form>
  );
}

export function SystemSettingsPage() {
  usePageTitle('System Settings');
  const settings = useAdminSettings();
  let body;
  if (settings.isPending) body = <PageLoader label="Loading settings..." />;
  else if (settings.isError)
    body = (
      <ErrorState
        title={SETTINGS_MESSAGES.loadFailed}
        message={messageForError(settings.error)}
        onRetry={() => void settings.refetch()}
      />
    );
  else
    body = (
      <SettingsForm
        initial={settings.data.settings}
        smtpPasswordSet={settings.data.smtpPasswordSet}
      />
    );
  return (
    <Container size="md" py="xl">
      <PageHeader
        title="System Settings"
        description="Site, email and security settings for the whole platform."
      />
      {body}
    </Container>
  );
}
