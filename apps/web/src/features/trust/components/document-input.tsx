import { Input, Text } from '@mantine/core';
import { useId, type ChangeEvent } from 'react';
import {
  VERIFICATION_MIME_TYPES,
  validateVerificationFile,
} from '@petmitra/core/trust/verification';

const ACCEPT = VERIFICATION_MIME_TYPES.join(',');

/**
 * One verification document: a native file input (keyboard, screen readers and tests reach it by
 * its label), checked with core's rule as it is picked; the server checks the bytes again.
 */
export function DocumentInput({
  label,
  description,
  file,
  error,
  onChange,
  disabled,
}: {
  label: string;
  description: string;
  file: File | null;
  error: string | null;
  onChange: (file: File | null, problem: string | null) => void;
  disabled?: boolean;
}) {
  const id = useId();
  const hintId = useId();
  const errorId = useId();
  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const picked = event.currentTarget.files?.[0] ?? null;
    if (!picked) return onChange(null, null);
    const problem = validateVerificationFile(picked);
    if (problem) event.currentTarget.value = '';
    onChange(problem ? null : picked, problem);
  };
  return (
    <Input.Wrapper
      label={label}
      labelProps={{ htmlFor: id }}
      required
      description={description}
      descriptionProps={{ id: hintId }}
      error={error}
      errorProps={{ id: errorId, role: 'alert' }}
    >
      <input
        id={id}
        type="file"
        accept={ACCEPT}
        required
        disabled={disabled}
        aria-describedby={error ? `${hintId} ${errorId}` : hintId}
        aria-invalid={error ? true : undefined}
        onChange={handleChange}
        style={{ display: 'block', marginTop: 6, maxWidth: '100%' }}
      />
      {file ? (
        <Text size="xs" c="dimmed" mt={4}>
          Chosen: {file.name}
        </Text>
      ) : null}
    </Input.Wrapper>
  );
}
