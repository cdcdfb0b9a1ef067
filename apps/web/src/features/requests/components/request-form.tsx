import {
  Alert,
  Anchor,
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
import { Link } from 'react-router';
import { indiaDate } from '@petmitra/core/marketplace/india-time';
import {
  currencySymbol,
  paiseToRupees,
  priceCurrencyForCountry,
  rupeesToPaise,
} from '@petmitra/core/marketplace/money';
import type { Pet } from '@petmitra/core/marketplace/pets';
import { PET_TYPE_LABELS } from '@petmitra/core/marketplace/pet-types';
import {
  REQUEST_LIMITS,
  REQUEST_SERVICE_NAMES,
  SERVICE_MODES,
  isEmergencyRequest,
  SERVICE_MODE_LABELS,
  serviceRequestInputSchema,
  type RequestServiceName,
  type ServiceMode,
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
  /** The place's currency as typed, or '' for "Budget not specified". */
  budgetAmount: number | string;
  serviceMode: ServiceMode;
  /** Where the service is needed: the parent's saved city to begin with. */
  place: { city: string; country: string };
}

export const emptyRequestFields = (
  petId = '',
  serviceName: RequestFields['serviceName'] = '',
  place: { city: string | null; country: string | null } | null = null,
): RequestFields => ({
  serviceName,
  petId,
  description: '',
  neededOn: '',
  neededAt: '',
  budgetAmount: '',
  serviceMode: 'at_provider',
  place: { city: place?.city ?? '', country: place?.country ?? '' },
});

/** 'Bengaluru, India' as the two fields. */
function splitPlace(place: string | null) {
  if (!place) return { city: '', country: '' };
  const at = place.lastIndexOf(', ');
  return at < 0
    ? { city: place, country: '' }
    : { city: place.slice(0, at), country: place.slice(at + 2) };
}

/** Form values for an existing request (the edit modal). */
export function requestFieldsFrom(request: {
  serviceName: RequestServiceName;
  pet: { id: string } | null;
  description: string;
  neededOn: string;
  neededAt: string;
  budgetAmount: number | null;
  serviceMode: ServiceMode;
  place: string | null;
}): RequestFields {
  return {
    serviceMode: request.serviceMode,
    place: splitPlace(request.place),
    serviceName: request.serviceName,
    petId: request.pet?.id ?? '',
    description: request.description,
    neededOn: request.neededOn,
    neededAt: request.neededAt.slice(0, 5),
    budgetAmount: request.budgetAmount === null ? '' : paiseToRupees(request.budgetAmount),
  };
}

/**
 * The currency of the request's budget: that of the country where the service is needed
 * (decision 0026; the server refuses a budget in another).
 */
export const budgetCurrency = (values: Pick<RequestFields, 'place'>) =>
  priceCurrencyForCountry(values.place.country);

/** The form's values as the API takes them: a budget typed in the place's money becomes minor units. */
function toCandidate(values: RequestFields) {
  const budget =
    typeof values.budgetAmount === 'number' ? values.budgetAmount : values.budgetAmount.trim();
  const city = values.place.city.trim();
  return {
    ...values,
    budgetAmount: budget === '' ? null : (rupeesToPaise(budget) ?? Number.NaN),
    currency: budget === '' ? undefined : budgetCurrency(values),
    place: city ? { city, country: values.place.country.trim() || null } : null,
  };
}

/** Core's schema checks the converted values, so the browser and the API give the same messages. */
function validateRequest(values: RequestFields): FormErrors {
  const result = serviceRequestInputSchema.safeParse(toCandidate(values));
  return result.success ? {} : issuesToFormErrors(result.error.issues);
}

const MODE_OPTIONS = SERVICE_MODES.map((mode) => ({
  value: mode,
  label: SERVICE_MODE_LABELS[mode],
}));

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
        {isEmergencyRequest(form.values.serviceName) ? (
          <Alert color="red" variant="light" title="Sent at once, as urgent">
            Emergency Care goes straight to the 24×7 vets and pet hospitals near where it is needed.
            If your pet needs help right now, call one from the{' '}
            <Anchor
              component={Link}
              to="/search/emergency"
              inherit
              c="inherit"
              underline="always"
              fw={600}
            >
              Emergency Care list
            </Anchor>
            .
          </Alert>
        ) : null}
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
          <NativeSelect
            label="Where"
            description="Home service reaches providers who travel"
            data={MODE_OPTIONS}
            {...form.getInputProps('serviceMode')}
          />
          <TextInput
            label="City"
            description="Where the service is needed"
            placeholder="e.g. Bengaluru"
            autoComplete="address-level2"
            maxLength={REQUEST_LIMITS.placeMaxLength}
            {...form.getInputProps('place.city')}
          />
          <TextInput
            label="Country"
            placeholder="e.g. India"
            autoComplete="country-name"
            maxLength={REQUEST_LIMITS.placeMaxLength}
            {...form.getInputProps('place.country')}
          />
        </SimpleGrid>
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
            label={`Budget (${currencySymbol(budgetCurrency(form.values))})`}
            description="Optional"
            min={0}
            step={50}
            decimalScale={2}
            clampBehavior="none"
            thousandSeparator=","
            thousandsGroupStyle={budgetCurrency(form.values) === 'INR' ? 'lakh' : 'thousand'}
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
