import { Button, CloseButton, Group, Image, Input, Stack, Text } from '@mantine/core';
import { IconPhotoPlus } from '@tabler/icons-react';
import { useEffect, useId, useMemo, useState, type ChangeEvent } from 'react';
import { acceptedImageTypes, validateImageFile } from '@petmitra/core/uploads/image-file';
import classes from './pet-photo-field.module.css';

const ACCEPT = acceptedImageTypes({ allowGif: true }).join(',');

interface PetPhotoFieldProps {
  file: File | null;
  onChange: (file: File | null) => void;
  /** The pet's current photo, shown until a new one is picked. */
  currentUrl?: string | null;
  disabled?: boolean;
}

/**
 * The optional pet photo: a native file input labelled 'Photo' (so keyboard, screen readers and
 * tests reach it directly), a preview, and core's image check (JPEG, PNG, WebP or GIF under
 * 5 MB). The server checks the bytes again and resizes large photos.
 */
export function PetPhotoField({ file, onChange, currentUrl, disabled }: PetPhotoFieldProps) {
  const inputId = useId();
  const hintId = useId();
  const errorId = useId();
  const [error, setError] = useState<string | null>(null);
  const preview = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview);
    },
    [preview],
  );

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const picked = event.currentTarget.files?.[0] ?? null;
    // Clear the input so picking the same file again still fires a change.
    event.currentTarget.value = '';
    if (!picked) return;
    const problem = validateImageFile(picked, { allowGif: true });
    setError(problem);
    onChange(problem ? null : picked);
  };

  const shown = preview ?? currentUrl ?? null;

  return (
    <Stack gap={6}>
      <Input.Label htmlFor={inputId}>Photo</Input.Label>
      <Group gap="md" align="center" wrap="nowrap">
        <div className={classes.preview}>
          {shown ? (
            <Image
              src={shown}
              alt={file ? 'Preview of the new photo' : 'Current photo'}
              fit="cover"
              h={96}
              w={96}
              radius="md"
            />
          ) : (
            <IconPhotoPlus size={32} aria-hidden className={classes.placeholder} />
          )}
        </div>
        <Stack gap={6} align="flex-start">
          <input
            id={inputId}
            type="file"
            accept={ACCEPT}
            className={`visually-hidden ${classes.input}`}
            aria-describedby={error ? `${hintId} ${errorId}` : hintId}
            aria-invalid={error ? true : undefined}
            onChange={handleChange}
            disabled={disabled}
          />
          <Group gap="xs">
            <Button
              component="label"
              htmlFor={inputId}
              variant="light"
              size="sm"
              className={classes.trigger}
              aria-hidden
              disabled={disabled}
            >
              {shown ? 'Change Photo' : 'Choose Photo'}
            </Button>
            {file ? (
              <CloseButton
                aria-label="Remove the chosen picture"
                onClick={() => {
                  onChange(null);
                  setError(null);
                }}
                disabled={disabled}
              />
            ) : null}
          </Group>
          <Text id={hintId} size="xs" c="dimmed">
            Optional. JPEG, PNG, WebP or GIF, under 5 MB.
          </Text>
        </Stack>
      </Group>
      {error ? (
        <Text id={errorId} size="sm" c="var(--mantine-color-error)" role="alert">
          {error}
        </Text>
      ) : null}
    </Stack>
  );
}
