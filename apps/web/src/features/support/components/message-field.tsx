import { Textarea } from '@mantine/core';
import type { ComponentProps } from 'react';
import { SUPPORT_LIMITS } from '@petmitra/core/support/support';

/** The message box of the contact and feedback forms: 6 rows, with the live 1000 counter. */
export function MessageField({
  value,
  ...props
}: Omit<ComponentProps<typeof Textarea>, 'value'> & { value: string }) {
  return (
    <Textarea
      label="Message"
      required
      rows={6}
      maxLength={SUPPORT_LIMITS.messageMax}
      description={`${value.length}/${SUPPORT_LIMITS.messageMax} characters`}
      value={value}
      {...props}
    />
  );
}
