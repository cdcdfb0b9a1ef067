import { Avatar, Button, Stack, Text } from '@mantine/core';
import { IconCamera } from '@tabler/icons-react';
import { useEffect, useId, useState, type ChangeEvent } from 'react';
import { messageForError } from '@petmitra/core/errors';
import { acceptedImageTypes, validateImageFile } from '@petmitra/core/uploads/image-file';
import type { SessionUser } from '@petmitra/core/users/profile';
import { toast } from '../../../lib/toast';
import { useUploadProfilePhoto } from '../api/upload-profile-photo';
import classes from './profile-photo.module.css';

const ACCEPT = acceptedImageTypes().join(',');

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase() ?? '')
    .join('');
}

/**
 * The avatar with an upload button. A picked file is checked with core's validateImageFile,
 * previewed at once and uploaded; the server checks the bytes again.
 */
export function ProfilePhoto({ user }: { user: SessionUser }) {
  const inputId = useId();
  const hintId = useId();
  const upload = useUploadProfilePhoto();
  const [preview, setPreview] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview);
    },
    [preview],
  );

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.currentTarget.files?.[0];
    // Clear the input so choosing the same file again still fires a change.
    event.currentTarget.value = '';
    if (!file) return;
    const problem = validateImageFile(file);
    if (problem) {
      setError(problem);
      return;
    }
    setError(null);
    setPreview(URL.createObjectURL(file));
    upload.mutate(file, {
      onSuccess: () => {
        setPreview(null);
        toast.success('Profile photo updated');
      },
      onError: (uploadError) => {
        setPreview(null);
        const message = messageForError(uploadError);
        setError(message);
        toast.error(message);
      },
    });
  };

  const src = preview ?? user.profilePic ?? null;

  return (
    <Stack align="center" gap="sm">
      <Avatar src={src} alt={`${user.name}'s profile photo`} size={120} radius={120} color="brand">
        {initials(user.name)}
      </Avatar>
      <input
        id={inputId}
        type="file"
        accept={ACCEPT}
        className={`visually-hidden ${classes.input}`}
        aria-label="Profile photo"
        aria-describedby={hintId}
        onChange={handleChange}
        disabled={upload.isPending}
      />
      <Button
        component="label"
        htmlFor={inputId}
        variant="light"
        className={classes.trigger}
        leftSection={<IconCamera size={18} aria-hidden />}
        loading={upload.isPending}
        aria-hidden
      >
        {user.profilePic ? 'Change Photo' : 'Upload Photo'}
      </Button>
      <Text id={hintId} size="xs" c="dimmed" ta="center">
        JPEG, PNG or WebP, under 5 MB
      </Text>
      {error ? (
        <Text size="sm" c="var(--mantine-color-error)" role="alert" ta="center">
          {error}
        </Text>
      ) : null}
    </Stack>
  );
}
