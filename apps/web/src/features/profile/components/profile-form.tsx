import {
  Autocomplete,
  Button,
  Group,
  NativeSelect,
  SimpleGrid,
  Stack,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { COUNTRIES } from '@petmitra/core/countries';
import { messageForError } from '@petmitra/core/errors';
import {
  GENDER_LABELS,
  GENDERS,
  profileUpdateSchema,
  type Gender,
  type SessionUser,
} from '@petmitra/core/users/profile';
import { PhoneInput } from '../../../components/phone-input';
import { serverFieldErrors } from '../../../lib/form-errors';
import { toast } from '../../../lib/toast';
import { zodResolver } from '../../../lib/zod-form';
import { useUpdateProfile } from '../api/update-profile';

interface ProfileFields {
  name: string;
  phone: string;
  city: string;
  country: string;
  /** 'YYYY-MM-DD' or '' */
  dateOfBirth: string;
  gender: Gender | '';
}

const COUNTRY_NAMES = COUNTRIES.map((country) => country.name);
const GENDER_OPTIONS = [
  { value: '', label: 'Select gender' },
  ...GENDERS.map((gender) => ({ value: gender, label: GENDER_LABELS[gender] })),
];

function fieldsFrom(user: SessionUser): ProfileFields {
  return {
    name: user.name,
    phone: user.phone ?? '',
    city: user.city ?? '',
    country: user.country ?? '',
    dateOfBirth: user.dateOfBirth ?? '',
    gender: user.gender ?? '',
  };
}

const todayIso = () => new Date().toISOString().slice(0, 10);

/** The editable profile fields; email is shown read-only (it cannot change after registration). */
export function ProfileForm({ user }: { user: SessionUser }) {
  const update = useUpdateProfile();
  const form = useForm<ProfileFields>({
    mode: 'controlled',
    initialValues: fieldsFrom(user),
    validate: zodResolver(profileUpdateSchema),
  });

  const handleSubmit = form.onSubmit((values) => {
    update.mutate(values, {
      onSuccess: ({ user: saved }) => {
        form.setValues(fieldsFrom(saved));
        form.resetDirty(fieldsFrom(saved));
        toast.success('Profile updated successfully!');
      },
      onError: (error) => {
        form.setErrors(serverFieldErrors(error));
        toast.error(messageForError(error), { title: 'Could not save your profile' });
      },
    });
  });

  const phone = form.getInputProps('phone');

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="md">
        <TextInput
          label="Full Name"
          autoComplete="name"
          aria-required
          {...form.getInputProps('name')}
        />
        <TextInput
          label="Email"
          type="email"
          value={user.email}
          readOnly
          variant="filled"
          description="Your email address cannot be changed after registration."
        />
        <PhoneInput
          value={form.values.phone}
          onChange={(value) => form.setFieldValue('phone', value)}
          onBlur={phone.onBlur}
          error={phone.error}
          required
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label="City"
            description="Optional"
            autoComplete="address-level2"
            placeholder="e.g. Bengaluru"
            {...form.getInputProps('city')}
          />
          <Autocomplete
            label="Country"
            description="Optional"
            autoComplete="country-name"
            placeholder="Choose or type a country"
            data={COUNTRY_NAMES}
            // Unmounted while closed, so only the field itself is labelled 'Country'.
            comboboxProps={{ keepMounted: false }}
            {...form.getInputProps('country')}
          />
          <TextInput
            label="Date of Birth"
            description="Optional"
            type="date"
            max={todayIso()}
            {...form.getInputProps('dateOfBirth')}
          />
          <NativeSelect
            label="Gender"
            description="Optional"
            data={GENDER_OPTIONS}
            {...form.getInputProps('gender')}
          />
        </SimpleGrid>
        <Group justify="flex-end">
          <Button
            type="submit"
            loading={update.isPending}
            leftSection={<IconDeviceFloppy size={18} aria-hidden />}
          >
            Save Changes
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
