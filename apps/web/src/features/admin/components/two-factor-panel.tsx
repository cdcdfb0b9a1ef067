import { Alert, Button, Code, Group, Image, List, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { messageForError } from '@petmitra/core/errors';
import { useTwoFactorChange, useTwoFactorSetup, useTwoFactorStatus } from '../api/two-factor';
import { Panel } from './panel';

/** A code field and its button (turning two-factor on or off). */
function CodeForm({
  label,
  action,
  pending,
  error,
  onSubmit,
}: {
  label: string;
  action: string;
  pending: boolean;
  error: string | null;
  onSubmit: (code: string) => void;
}) {
  const [code, setCode] = useState('');
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit(code.trim());
      }}
      noValidate
    >
      <Group align="flex-end" gap="sm">
        <TextInput
          label={label}
          autoComplete="one-time-code"
          value={code}
          error={error}
          onChange={(e) => setCode(e.currentTarget.value)}
          w={220}
        />
        <Button type="submit" loading={pending}>
          {action}
        </Button>
      </Group>
    </form>
  );
}

/** The signed-in admin's own authenticator: set up with a QR code, recovery codes, turn off. */
export function TwoFactorPanel() {
  const status = useTwoFactorStatus();
  const setup = useTwoFactorSetup();
  const enable = useTwoFactorChange('enable');
  const disable = useTwoFactorChange('disable');
  const [codes, setCodes] = useState<string[] | null>(null);

  let body;
  if (status.isPending) body = <Text c="dimmed">Loading...</Text>;
  else if (status.isError) body = <Text c="red.8">{messageForError(status.error)}</Text>;
  else if (codes)
    body = (
      <Stack gap="sm">
        <Alert color="green" title="Two-factor sign-in is on">
          Save these recovery codes somewhere safe. Each signs you in once if you lose your
          authenticator; they are not shown again.
        </Alert>
        <List aria-label="Recovery codes" spacing={2}>
          {codes.map((c) => (
            <List.Item key={c}>
              <Code>{c}</Code>
            </List.Item>
          ))}
        </List>
        <Group>
          <Button variant="default" onClick={() => setCodes(null)}>
            I have saved them
          </Button>
        </Group>
      </Stack>
    );
  else if (status.data.enabled)
    body = (
      <Stack gap="sm">
        <Text>
          Two-factor sign-in is <strong>on</strong> for your account.{' '}
          {status.data.recoveryCodesLeft} recovery codes left.
        </Text>
        {status.data.required ? (
          <Text size="sm" c="dimmed">
            It is required for admin accounts (System Settings), so it cannot be turned off here.
          </Text>
        ) : (
          <CodeForm
            label="Code to turn it off"
            action="Turn off two-factor"
            pending={disable.isPending}
            error={disable.isError ? messageForError(disable.error) : null}
            onSubmit={(code) => disable.mutate(code)}
          />
        )}
      </Stack>
    );
  else if (setup.data)
    body = (
      <Stack gap="sm">
        <Text size="sm">
          Scan this QR code with an authenticator app (Google Authenticator, Microsoft
          Authenticator, 1Password, …), or enter the key by hand, then type the 6-digit code it
          shows.
        </Text>
        <Image
          src={setup.data.qrCode}
          alt="QR code for your authenticator app"
          w={180}
          h={180}
          fit="contain"
        />
        <Text size="sm">
          Key: <Code data-testid="two-factor-secret">{setup.data.secret}</Code>
        </Text>
        <CodeForm
          label="Code from the app"
          action="Turn on two-factor"
          pending={enable.isPending}
          error={enable.isError ? messageForError(enable.error) : null}
          onSubmit={(code) =>
            enable.mutate(code, {
              onSuccess: (reply) => {
                if ('recoveryCodes' in reply) setCodes(reply.recoveryCodes);
              },
            })
          }
        />
      </Stack>
    );
  else
    body = (
      <Stack gap="sm" align="flex-start">
        <Text>
          Two-factor sign-in is <strong>off</strong> for your account: signing in takes only your
          password.
        </Text>
        {setup.isError ? <Text c="red.8">{messageForError(setup.error)}</Text> : null}
        <Button onClick={() => setup.mutate()} loading={setup.isPending}>
          Set up two-factor sign-in
        </Button>
      </Stack>
    );

  return <Panel title="Your two-factor sign-in">{body}</Panel>;
}
