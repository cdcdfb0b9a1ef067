import { Button, Group, Modal, Select, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  ADMIN_MESSAGES,
  adminUserUpdateSchema,
  type AdminUser,
  type AdminUserUpdateFormValues,
} from '@petmitra/core/admin/schemas';
import { REGISTRABLE_ROLES, ROLE_LABELS } from '@petmitra/core/auth/roles';
import { PhoneInput } from '../../../components/phone-input';
import { showSaveError } from '../../../lib/form-errors';
import { toast } from '../../../lib/toast';
import { zodResolver } from '../../../lib/zod-form';
import { useUpdateAdminUser } from '../api/users';

const ROLE_OPTIONS = REGISTRABLE_ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] }));

function EditForm({ user, onDone }: { user: AdminUser; onDone: () => void }) {
  const update = useUpdateAdminUser();
  const form = useForm<AdminUserUpdateFormValues>({
    mode: 'controlled',
    initialValues: {
      name: user.name,
      phone: user.phone ?? '',
      city: user.city ?? '',
      country: user.country ?? '',
      role: user.role === 'service_provider' ? 'service_provider' : 'pet_parent',
    },
    validate: zodResolver(adminUserUpdateSchema),
  });
  const submit = form.onSubmit((values) =>
    update.mutate(
      { id: user.id, values },
      {
        onSuccess: () => {
          toast.success(ADMIN_MESSAGES.userUpdated);
          onDone();
        },
        onError: (error) => showSaveError(error, form.setErrors, 'Failed to update the user.'),
      },
    ),
  );
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <TextInput label="Name" required {...form.getInputProps('name')} />
        <PhoneInput
          label="Phone"
          required
          value={form.values.phone}
          onChange={(value) => form.setFieldValue('phone', value)}
          error={form.errors.phone}
        />
        <Group grow>
          <TextInput label="City" {...form.getInputProps('city')} />
          <TextInput label="Country" {...form.getInputProps('country')} />
        </Group>
        <Select
          label="Role"
          data={ROLE_OPTIONS}
          allowDeselect={false}
          {...form.getInputProps('role')}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" loading={update.isPending}>
            Save
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Edit: profile fields, and the role between pet parent and provider (never a super admin). */
export function UserEditModal({ user, onClose }: { user: AdminUser | null; onClose: () => void }) {
  return (
    <Modal
      opened={user !== null}
      onClose={onClose}
      title={user ? `Edit ${user.name}` : 'Edit user'}
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {user ? <EditForm key={user.id} user={user} onDone={onClose} /> : null}
    </Modal>
  );
}
