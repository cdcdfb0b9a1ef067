import { Button, Group, NumberInput, Stack, Textarea } from '@mantine/core';
import { useForm, type FormErrors } from '@mantine/form';
import type { ReactNode } from 'react';
import {
  currencySymbol,
  paiseToRupees,
  rupeesToPaise,
  type MarketplaceCurrency,
} from '@petmitra/core/marketplace/money';
import {
  RESPONSE_LIMITS,
  responseInputSchema,
  type ResponseInput,
} from '@petmitra/core/marketplace/responses';
import { issuesToFormErrors } from '../../../lib/zod-form';

interface ResponseFields {
  message: string;
  /** The request's currency as typed; NumberInput gives '' while empty. */
  estimatedPrice: number | string;
}

function toCandidate(values: ResponseFields, currency?: MarketplaceCurrency) {
  const price =
    typeof values.estimatedPrice === 'number'
      ? values.estimatedPrice
      : values.estimatedPrice.trim();
  return {
    message: values.message,
    estimatedPrice: price === '' ? Number.NaN : (rupeesToPaise(price) ?? Number.NaN),
    currency,
  };
}

/** Core's schema checks the converted values, so the browser and the API give the same messages. */
function validateResponse(values: ResponseFields): FormErrors {
  const result = responseInputSchema.safeParse(toCandidate(values));
  return result.success ? {} : issuesToFormErrors(result.error.issues);
}

interface ResponseFormProps {
  /** The request's currency: the quote is in it (decision 0026). */
  currency: MarketplaceCurrency;
  /** An existing response to edit (message and price in paise). */
  initial?: { message: string; estimatedPrice: number };
  submitLabel: string;
  submitIcon?: ReactNode;
  pending: boolean;
  onSubmit: (
    input: ResponseInput,
    setErrors: (errors: FormErrors) => void,
    reset: () => void,
  ) => void;
  secondaryAction?: ReactNode;
  footer?: ReactNode;
}

/** The respond form (message and estimated price in the request's currency), also used to edit a pending response. */
export function ResponseForm({
  currency,
  initial,
  submitLabel,
  submitIcon,
  pending,
  onSubmit,
  secondaryAction,
  footer,
}: ResponseFormProps) {
  const form = useForm<ResponseFields>({
    mode: 'controlled',
    initialValues: {
      message: initial?.message ?? '',
      estimatedPrice: initial ? paiseToRupees(initial.estimatedPrice) : '',
    },
    validate: validateResponse,
  });

  const handleSubmit = form.onSubmit((values) => {
    onSubmit(responseInputSchema.parse(toCandidate(values, currency)), form.setErrors, form.reset);
  });

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="md">
        <Textarea
          label="Message"
          required
          withAsterisk={false}
          placeholder="Introduce yourself, say how you would help and when you are available."
          autosize
          minRows={4}
          maxRows={10}
          maxLength={RESPONSE_LIMITS.messageMaxLength}
          {...form.getInputProps('message')}
        />
        <NumberInput
          label={`Estimated Price (${currencySymbol(currency)})`}
          required
          withAsterisk={false}
          min={0}
          step={50}
          decimalScale={2}
          clampBehavior="none"
          thousandSeparator=","
          thousandsGroupStyle={currency === 'INR' ? 'lakh' : 'thousand'}
          inputMode="decimal"
          placeholder="e.g. 1200"
          {...form.getInputProps('estimatedPrice')}
        />
        {footer}
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
