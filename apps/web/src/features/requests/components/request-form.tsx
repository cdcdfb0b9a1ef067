import {
  Button,
  Group,
  NativeSelect,
  NumberInput,
  SimpleGrid,
  Stack,
  TextInput,
  Textarea,
} from '@mantine/core';
import { useForm, type FormErrors } from '@mantine/form';
import type { ReactNode } from 'react';
import { indiaDate } from '@petmitra/core/marketplace/india-time';
import { paiseToRupees, rupeesToPaise } from '@petmitra/core/marketplace/money';
import { PET_TYPE_LABELS, type Pet } from '@petmitra/core/marketplace/pets';
import {
  REQUEST_LIMITS,
  REQUEST_SERVICE_NAMES,
  serviceRequestInputSchema,
  type RequestServiceName,
  type ServiceRequestInput,
} from '@petmitra/core/marketplace/requests';
import { issuesToFormErrors } from '../../../lib/zod-form';

export interface RequestFields {
  serviceName: RequestServiceName | '';
  petId: string;
  description: string;
  /** 'YYYY-MM-DD' */
  neededOn: string;
  /** 'HH:MM' */
  neededAt: string;
  /** Rupees as typed, or '' for "Budget not specified". */
  budgetAmount: number | string;
}

export const emptyRequestFields = (
  petId = '',
  serviceName: RequestFields['serviceName'] = '',
): RequestFields => ({
  serviceName,
  petId,
  description: '',
  neededOn: '',
  neededAt: '',
  budgetAmount: '',
});

/** Form values for an existing request (the edit modal). */
export function requestFieldsFrom(request: {
  serviceName: RequestServiceName;
  pet: { id: string } | null;
  description: string;
  neededOn: string;
  neededAt: string;
  budgetAmount: number | null;
}): RequestFields {
  return {
    serviceName: request.serviceName,
    petId: request.pet?.id ?? '',
    description: request.description,
    neededOn: request.neededOn,
    neededAt: request.neededAt.slice(0, 5),
    budgetAmount: request.budgetAmount === null ? '' : paiseToRupees(request.budgetAmount),
  };
}

/** The form's values as the API takes them: a budget typed in rupees becomes paise. */
function toCandidate(values: RequestFields) {
  const budget =
    typeof values.budgetAmount === 'number' ? values.budgetAmount : values.budgetAmount.trim();
  return {
    ...values,
    budgetAmount: budget === '' ? null : (rupeesToPaise(budget) ?? Number.NaN),
  };
}

/** Core's schema checks the converted values, so the browser and the API give the same messages. */
function validateRequest(values: RequestFields): FormErrors {
  const result = serviceRequestInputSchema.safeParse(toCandidate(values));
  return result.success ? {} : issuesToFormErrors(result.error.issues);
}

const SERVICE_OPTIONS = [
  { value: '', label: 'Select a service type' },
  ...REQUEST_SERVICE_NAMES.map((name) => ({ value: name, label: name })),
];

interface RequestFormProps {
  pets: readonly Pet[];
  initialValues: RequestFields;
  submitLabel: string;
  submitIcon?: ReactNode;
  pending: boolean;
  /** Submit stays disabled (for example while the parent has no pets). */
  disabled?: boolean;
  onSubmit: (input: ServiceRequestInput, setErrors: (errors: FormErrors) => void) => void;
  secondaryAction?: ReactNode;
  /** Shown above the buttons (the quota and its errors). */
  footer?: ReactNode;
}

/** The request-service form, also used to edit an open request. */
export function RequestForm({
  pets,
  initialValues,
  submitLabel,
  submitIcon,
  pending,
  disabled,
  onSubmit,
  secondaryAction,
  footer,
}: RequestFormProps) {
  const form = useForm<RequestFields>({
    mode: 'controlled',
    initialValues,
    validate: validateRequest,
  });

  const handleSubmit = form.onSubmit((values) => {
    onSubmit(serviceRequestInputSchema.parse(toCandidate(values)), form.setErrors);
  });

  const petOptions = [
    { value: '', label: pets.length ? 'Select a pet' : 'No pets yet' },
    ...pets.map((pet) => ({ value: pet.id, label: `${pet.name} (${PET_TYPE_LABELS[pet.type]})` })),
  ];

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <NativeSelect
            label="Service Type"
            required
            withAsterisk={false}
            data={SERVICE_OPTIONS}
            {...form.getInputProps('serviceName')}
          />
          <NativeSelect
            label="Pet"
            required
            withAsterisk={false}
            data={petOptions}
            disabled={pets.length === 0}
            {...form.getInputProps('petId')}
          />
        </SimpleGrid>
        <Textarea
          label="Description"
          required
          withAsterisk={false}
          placeholder="What does your pet need? Anything the provider should know?"
          autosize
          minRows={4}
          maxRows={10}
          maxLength={REQUEST_LIMITS.descriptionMaxLength}
          {...form.getInputProps('description')}
        />
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <TextInput
            label="Date"
            type="date"
            required
            withAsterisk={false}
            min={indiaDate(new Date())}
            {...form.getInputProps('neededOn')}
          />
          <TextInput
            label="Time"
            type="time"
            required
            withAsterisk={false}
            {...form.getInputProps('neededAt')}
          />
          <NumberInput
            label="Budget (₹)"
            description="Optional"
            min={0}
            step={50}
            decimalScale={2}
            clampBehavior="none"
            thousandSeparator=","
            thousandsGroupStyle="lakh"
            inputMode="decimal"
            {...form.getInputProps('budgetAmount')}
          />
        </SimpleGrid>
        {footer}
        <Group justify="flex-end" gap="sm">
          {secondaryAction}
          <Button type="submit" loading={pending} disabled={disabled} leftSection={submitIcon}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
