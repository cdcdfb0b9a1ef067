import { Group, TextInput } from '@mantine/core';
import { useState, type FocusEventHandler, type ReactNode } from 'react';
import { DEFAULT_DIAL_CODE, DIAL_CODES, normalizePhone, splitPhone } from '@petmitra/core/phone';
import { LazySelect } from './lazy-select';

interface PhoneInputProps {
  /** The stored value: dial code plus digits, e.g. '+919876543210' ('' when empty). */
  value: string;
  onChange: (value: string) => void;
  onBlur?: FocusEventHandler<HTMLInputElement>;
  error?: ReactNode;
  label?: string;
  required?: boolean;
  disabled?: boolean;
}

const DIAL_OPTIONS = DIAL_CODES.map((entry) => ({
  value: entry.code,
  label: `${entry.flag} ${entry.name} (${entry.dialCode})`,
}));

const DEFAULT_COUNTRY =
  DIAL_CODES.find((entry) => entry.dialCode === DEFAULT_DIAL_CODE)?.code ?? 'IN';

function dialCodeOf(country: string): string {
  return DIAL_CODES.find((entry) => entry.code === country)?.dialCode ?? DEFAULT_DIAL_CODE;
}

/** Several countries share +1; a stored +1 number shows as the United States. */
function countryForDialCode(dialCode: string, current: string): string {
  if (dialCodeOf(current) === dialCode) return current;
  const matches = DIAL_CODES.filter((entry) => entry.dialCode === dialCode);
  return (matches.find((entry) => entry.code === 'US') ?? matches[0])?.code ?? DEFAULT_COUNTRY;
}

function fromStored(value: string, current: string) {
  if (!value) return { country: current, national: '' };
  const { dialCode, national } = splitPhone(value);
  return { country: countryForDialCode(dialCode, current), national };
}

/**
 * Phone number as a searchable dial-code picker plus a digits-only field. The form receives the
 * dial code plus the digits (spec part 1, section 5: non-digits are stripped).
 */
export function PhoneInput({
  value,
  onChange,
  onBlur,
  error,
  label = 'Phone Number',
  required,
  disabled,
}: PhoneInputProps) {
  const [state, setState] = useState(() => fromStored(value, DEFAULT_COUNTRY));
  const [seenValue, setSeenValue] = useState(value);

  // The form may replace the value (reset, loaded profile): follow it unless it is our own echo.
  if (value !== seenValue) {
    setSeenValue(value);
    if (value !== normalizePhone(dialCodeOf(state.country), state.national)) {
      setState(fromStored(value, state.country));
    }
  }

  const emit = (country: string, national: string) => {
    setState({ country, national });
    const next = normalizePhone(dialCodeOf(country), national);
    setSeenValue(next);
    onChange(next);
  };

  return (
    <Group align="flex-start" gap="xs" wrap="wrap">
      {/* Loads its dropdown code on first use (lazy-select.tsx). */}
      <LazySelect
        label="Country code"
        data={DIAL_OPTIONS}
        value={state.country}
        onChange={(country) => emit(country ?? DEFAULT_COUNTRY, state.national)}
        searchable
        allowDeselect={false}
        nothingFoundMessage="No country found"
        maxDropdownHeight={280}
        // Unmounted while closed, so only the field itself is labelled 'Country code'.
        comboboxProps={{ width: 280, position: 'bottom-start', keepMounted: false }}
        disabled={disabled}
        w={{ base: '100%', xs: 200 }}
      />
      <TextInput
        label={label}
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        placeholder="9876543210"
        value={state.national}
        onChange={(event) => emit(state.country, event.currentTarget.value.replace(/\D/g, ''))}
        onBlur={onBlur}
        error={error}
        aria-required={required}
        disabled={disabled}
        maxLength={15}
        style={{ flex: 1, minWidth: 180 }}
      />
    </Group>
  );
}
