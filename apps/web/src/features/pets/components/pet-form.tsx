import {
  Button,
  Group,
  NativeSelect,
  NumberInput,
  Stack,
  TextInput,
  Textarea,
} from '@mantine/core';
import { useForm, type FormErrors } from '@mantine/form';
import { useState, type ReactNode } from 'react';
import {
  PET_LIMITS,
  VACCINATION_STATUS_LABELS,
  VACCINATION_STATUSES,
  petInputSchema,
  type Pet,
  type PetInput,
  type VaccinationStatus,
} from '@petmitra/core/marketplace/pets';
import { PET_TYPE_LABELS, PET_TYPES, type PetType } from '@petmitra/core/marketplace/pet-types';
import { zodResolver } from '../../../lib/zod-form';
import { PetPhotoField } from './pet-photo-field';

export interface PetFields {
  name: string;
  type: PetType | '';
  /** kg; NumberInput gives '' while empty. */
  weight: number | string;
  medicalHistory: string;
  vaccinationStatus: VaccinationStatus;
}

const TYPE_OPTIONS = [
  { value: '', label: 'Select pet type' },
  ...PET_TYPES.map((type) => ({ value: type, label: PET_TYPE_LABELS[type] })),
];
const VACCINATION_OPTIONS = VACCINATION_STATUSES.map((status) => ({
  value: status,
  label: VACCINATION_STATUS_LABELS[status],
}));

// The form holds what the inputs hold ('' for "not chosen"); the core schema turns it into a
// PetInput and gives the same messages the API would.
const validatePet = zodResolver(petInputSchema) as (values: PetFields) => FormErrors;

export function fieldsFromPet(pet?: Pet): PetFields {
  return {
    name: pet?.name ?? '',
    type: pet?.type ?? '',
    weight: pet?.weight ?? '',
    medicalHistory: pet?.medicalHistory ?? '',
    vaccinationStatus: pet?.vaccinationStatus ?? 'up_to_date',
  };
}

interface PetFormProps {
  pet?: Pet;
  submitLabel: string;
  submitIcon?: ReactNode;
  pending: boolean;
  onSubmit: (input: PetInput, photo: File | null, setErrors: (errors: FormErrors) => void) => void;
  /** Extra buttons next to submit (Cancel in the edit modal). */
  secondaryAction?: ReactNode;
}

/** The pet fields shared by Add Pet and the My Pets edit modal. */
export function PetForm({
  pet,
  submitLabel,
  submitIcon,
  pending,
  onSubmit,
  secondaryAction,
}: PetFormProps) {
  const [photo, setPhoto] = useState<File | null>(null);
  const form = useForm<PetFields>({
    mode: 'controlled',
    initialValues: fieldsFromPet(pet),
    validate: validatePet,
  });

  const handleSubmit = form.onSubmit((values) => {
    onSubmit(petInputSchema.parse(values), photo, form.setErrors);
  });

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="md">
        <TextInput
          label="Pet Name"
          required
          withAsterisk={false}
          maxLength={PET_LIMITS.nameMaxLength}
          autoComplete="off"
          {...form.getInputProps('name')}
        />
        <NativeSelect
          label="Pet Type"
          required
          withAsterisk={false}
          data={TYPE_OPTIONS}
          {...form.getInputProps('type')}
        />
        <NumberInput
          label="Weight (kg)"
          required
          withAsterisk={false}
          step={PET_LIMITS.weightStep}
          min={PET_LIMITS.weightMin}
          max={PET_LIMITS.weightMax}
          decimalScale={1}
          clampBehavior="none"
          inputMode="decimal"
          placeholder="e.g. 12.5"
          {...form.getInputProps('weight')}
        />
        <PetPhotoField
          file={photo}
          onChange={setPhoto}
          currentUrl={pet?.pic ?? null}
          disabled={pending}
        />
        <Textarea
          label="Medical History"
          description="Optional: allergies, conditions, medication, past treatment."
          autosize
          minRows={3}
          maxRows={8}
          maxLength={PET_LIMITS.medicalHistoryMaxLength}
          {...form.getInputProps('medicalHistory')}
        />
        <NativeSelect
          label="Vaccination Status"
          data={VACCINATION_OPTIONS}
          {...form.getInputProps('vaccinationStatus')}
        />
        <Group justify="flex-end" gap="sm">
          {secondaryAction}
          <Button type="submit" loading={pending} leftSection={submitIcon}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
