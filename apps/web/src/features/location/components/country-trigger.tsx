import { Button, type ButtonProps } from '@mantine/core';
import { IconChevronDown, IconWorld } from '@tabler/icons-react';
import { useState, type ComponentPropsWithRef } from 'react';
import { findCountry } from '@petmitra/core/countries';
import { useHydrated } from '../../../hooks/use-hydrated';
import { getCountryOverride } from '../country-override';
import { useDetectedLocation } from '../use-detected-location';

/**
 * The selector's button, the same before and after its menu has loaded (country-selector.tsx).
 * 'Auto' means the country comes from the visitor's location; a manual choice is kept in
 * petmitra_country_override and applied after a reload.
 */
export function CountryButton({
  fullWidth = false,
  ...props
}: ButtonProps & ComponentPropsWithRef<'button'>) {
  const [stored] = useState(getCountryOverride);
  // A prerendered page shows 'Auto' (the server cannot read the choice); the choice once hydrated.
  const override = useHydrated() ? stored : undefined;
  // 'Auto': the country of the visitor's address, looked up on the server.
  // Only a real detection is named: when the address could not be placed, prices follow the
  // payments rule for an unknown location (Razorpay, INR), not the lookup's US fallback.
  const location = useDetectedLocation();
  const detected = location?.source === 'ip' ? location : undefined;
  const auto = detected ? findCountry(detected.countryCode) : undefined;
  const autoLabel = detected ? `Auto (${detected.country})` : 'Auto';
  return (
    <Button
      variant="default"
      aria-label={`Select country: ${override ? override.code : autoLabel}`}
      title={
        override
          ? `${override.name} (${override.currency})`
          : detected
            ? `Country: automatic — ${detected.country} (${detected.currency})`
            : 'Country: automatic'
      }
      fullWidth={fullWidth}
      justify={fullWidth ? 'space-between' : undefined}
      leftSection={
        override || auto ? (
          <span aria-hidden>{(override ?? auto)!.flag}</span>
        ) : (
          <IconWorld size={18} aria-hidden />
        )
      }
      rightSection={<IconChevronDown size={14} aria-hidden />}
      {...props}
    >
      {override ? override.code : 'Auto'}
    </Button>
  );
}
