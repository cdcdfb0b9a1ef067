import {
  ActionIcon,
  Button,
  Checkbox,
  Fieldset,
  Group,
  NativeSelect,
  NumberInput,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
} from '@mantine/core';
import { useForm, type FormErrors } from '@mantine/form';
import { randomId } from '@mantine/hooks';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import {
  currencySymbol,
  paiseToRupees,
  rupeesToPaise,
  type MarketplaceCurrency,
} from '@petmitra/core/marketplace/money';
import { PET_TYPE_LABELS, PET_TYPES, type PetType } from '@petmitra/core/marketplace/pet-types';
import {
  SERVICE_LIMITS,
  serviceInputSchema,
  type Service,
  type ServiceInput,
} from '@petmitra/core/marketplace/services';
import { useMyServices } from '../api/get-my-services';
import {
  SERVICE_CATEGORIES,
  SERVICE_CATEGORY_LABELS,
  type ServiceCategory,
} from '@petmitra/core/marketplace/service-categories';
import { issuesToFormErrors } from '../../../lib/zod-form';

interface ChargeFields {
  key: string;
  description: string;
  /** Rupees as typed; NumberInput gives '' while empty. */
  amount: number | string;
}

export interface ServiceFields {
  category: ServiceCategory | '';
  name: string;
  petTypesAccepted: PetType[];
  homeServiceAvailable: boolean;
  emergency: boolean;
  charges: ChargeFields[];
}

const CATEGORY_OPTIONS = [
  { value: '', label: 'Select a category' },
  ...SERVICE_CATEGORIES.map((category) => ({
    value: category,
    label: SERVICE_CATEGORY_LABELS[category],
  })),
];

const emptyCharge = (): ChargeFields => ({ key: randomId(), description: '', amount: '' });

function fieldsFromService(service?: Service): ServiceFields {
  return {
    category: service?.category ?? '',
    name: service?.name ?? '',
    petTypesAccepted: service?.petTypesAccepted ?? [],
    homeServiceAvailable: service?.homeServiceAvailable ?? false,
    emergency: service?.emergency ?? false,
    charges: service?.charges.length
      ? service.charges.map((charge) => ({
          key: randomId(),
          description: charge.description,
          amount: paiseToRupees(charge.amount),
        }))
      : [emptyCharge()],
  };
}

/**
 * The form's values as the API takes them: amounts typed in the provider's currency become
 * minor units (paise, cents), sent with that currency (the server refuses another).
 */
function toCandidate(values: ServiceFields, currency?: MarketplaceCurrency) {
  return {
    ...values,
    currency,
    charges: values.charges.map(({ description, amount }) => ({
      description,
      amount: rupeesToPaise(typeof amount === 'number' ? amount : amount.trim()) ?? Number.NaN,
    })),
  };
}

/** Core's schema checks the converted values, so the browser and the API give the same messages. */
function validateService(values: ServiceFields): FormErrors {
  const result = serviceInputSchema.safeParse(toCandidate(values));
  return result.success ? {} : issuesToFormErrors(result.error.issues);
}

interface ServiceFormProps {
  service?: Service;
  submitLabel: string;
  submitIcon?: ReactNode;
  pending: boolean;
  onSubmit: (input: ServiceInput, setErrors: (errors: FormErrors) => void) => void;
  secondaryAction?: ReactNode;
}

/** Add Service and the My Services edit modal. */
export function ServiceForm({
  service,
  submitLabel,
  submitIcon,
  pending,
  onSubmit,
  secondaryAction,
}: ServiceFormProps) {
  const form = useForm<ServiceFields>({
    mode: 'controlled',
    initialValues: fieldsFromService(service),
    validate: validateService,
  });
  // Prices are in the provider's currency (decision 0026): the one My Services says the server
  // takes (`providerPriceCurrency`: the profile's country, or with none the country of their
  // city, which only the server's gazetteer knows). Until it is known the form cannot be sent;
  // should it fail to load, the charges go without a currency and the server applies its rule.
  const mine = useMyServices();
  const currency = mine.data?.currency;
  const symbol = currency ? ` (${currencySymbol(currency)})` : '';

  const handleSubmit = form.onSubmit((values) => {
    onSubmit(serviceInputSchema.parse(toCandidate(values, currency)), form.setErrors);
  });

  const charges = form.values.charges;
  const chargesError = form.errors.charges;

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <NativeSelect
            label="Category"
            required
            withAsterisk={false}
            data={CATEGORY_OPTIONS}
            {...form.getInputProps('category')}
          />
          <TextInput
            label="Service Name"
            required
            withAsterisk={false}
            placeholder="e.g. Full grooming at home"
            maxLength={SERVICE_LIMITS.nameMaxLength}
            {...form.getInputProps('name')}
          />
        </SimpleGrid>
        <Checkbox.Group
          label="Pet Types Accepted"
          description="Choose at least one."
          {...form.getInputProps('petTypesAccepted')}
        >
          <SimpleGrid cols={{ base: 2, xs: 3 }} spacing="xs" mt="xs">
            {PET_TYPES.map((type) => (
              <Checkbox key={type} value={type} label={PET_TYPE_LABELS[type]} />
            ))}
          </SimpleGrid>
        </Checkbox.Group>
        <Switch
          label="Home service available"
          description="You visit the pet parent's home."
          {...form.getInputProps('homeServiceAvailable', { type: 'checkbox' })}
        />
        <Switch
          label="Emergency / 24×7"
          description="You take emergencies day and night: listed under Emergency Care with a call button."
          {...form.getInputProps('emergency', { type: 'checkbox' })}
        />
        <Fieldset legend="Charges" radius="md">
          <Stack gap="sm">
            {charges.map((charge, index) => (
              <Group key={charge.key} align="flex-start" gap="sm" wrap="nowrap">
                <TextInput
                  label={`Charge ${index + 1} description`}
                  placeholder="e.g. Bath and blow-dry"
                  required
                  withAsterisk={false}
                  style={{ flex: 2 }}
                  maxLength={SERVICE_LIMITS.chargeDescriptionMaxLength}
                  {...form.getInputProps(`charges.${index}.description`)}
                />
                <NumberInput
                  label={`Charge ${index + 1} amount${symbol}`}
                  required
                  withAsterisk={false}
                  min={0}
                  step={0.01}
                  decimalScale={2}
                  clampBehavior="none"
                  thousandSeparator=","
                  thousandsGroupStyle={currency === 'INR' ? 'lakh' : 'thousand'}
                  inputMode="decimal"
                  style={{ flex: 1 }}
                  {...form.getInputProps(`charges.${index}.amount`)}
                />
                <ActionIcon
                  variant="subtle"
                  color="red"
                  mt={28}
                  aria-label={`Remove charge ${index + 1}`}
                  disabled={charges.length <= 1}
                  onClick={() => form.removeListItem('charges', index)}
                >
                  <IconTrash size={18} aria-hidden />
                </ActionIcon>
              </Group>
            ))}
            {typeof chargesError === 'string' ? (
              <Text size="sm" c="var(--mantine-color-error)" role="alert">
                {chargesError}
              </Text>
            ) : null}
            <Group>
              <Button
                variant="light"
                size="xs"
                leftSection={<IconPlus size={16} aria-hidden />}
                disabled={charges.length >= SERVICE_LIMITS.maxCharges}
                onClick={() => form.insertListItem('charges', emptyCharge())}
              >
                Add Charge
              </Button>
            </Group>
          </Stack>
        </Fieldset>
        <Group justify="flex-end" gap="sm">
          {secondaryAction}
          <Button
            type="submit"
            loading={pending || (currency === undefined && mine.isPending)}
            leftSection={submitIcon}
          >
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
