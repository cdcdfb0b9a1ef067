import { PasswordInput, type PasswordInputProps } from '@mantine/core';
import { useState } from 'react';

/**
 * A password input with a keyboard-reachable show/hide toggle whose accessible name says what
 * pressing it does: 'Show password' while hidden, 'Hide password' while shown.
 */
export function PasswordField({ visible, onVisibilityChange, ...props }: PasswordInputProps) {
  const [shown, setShown] = useState(visible ?? false);
  return (
    <PasswordInput
      visibilityToggleFocusable
      visible={shown}
      onVisibilityChange={(next) => {
        setShown(next);
        onVisibilityChange?.(next);
      }}
      visibilityToggleButtonProps={{ 'aria-label': shown ? 'Hide password' : 'Show password' }}
      {...props}
    />
  );
}
