import { PasswordInput, type PasswordInputProps } from '@mantine/core';

/**
 * A password input with a keyboard-reachable show/hide toggle. The toggle's name avoids the
 * word "password" so the field itself is the only thing labelled 'Password' on the page.
 */
export function PasswordField(props: PasswordInputProps) {
  return (
    <PasswordInput
      visibilityToggleFocusable
      visibilityToggleButtonProps={{ 'aria-label': 'Toggle visibility' }}
      {...props}
    />
  );
}
