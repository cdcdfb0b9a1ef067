import { Button, Menu, Text } from '@mantine/core';
import { IconCheck, IconChevronDown, IconRefresh, IconWorld } from '@tabler/icons-react';
import { useState } from 'react';
import { COUNTRIES, findCountry } from '@petmitra/core/countries';
import { clearCountryOverride, getCountryOverride, setCountryOverride } from '../country-override';
import { useDetectedLocation } from '../use-detected-location';

/**
 * The country/currency selector. 'Auto' means the country comes from the visitor's location;
 * a manual choice is kept in petmitra_country_override and applied after a reload.
 */
export function CountrySelector({ fullWidth = false }: { fullWidth?: boolean }) {
  const [override] = useState(getCountryOverride);
  // 'Auto': the country of the visitor's address, looked up on the server.
  // Only a real detection is named: when the address could not be placed, prices follow the
  // payments rule for an unknown location (Razorpay, INR), not the lookup's US fallback.
  const location = useDetectedLocation();
  const detected = location?.source === 'ip' ? location : undefined;
  const auto = detected ? findCountry(detected.countryCode) : undefined;
  const autoLabel = detected ? `Auto (${detected.country})` : 'Auto';
  return (
    <Menu position="bottom-end" shadow="md" width={280} withinPortal>
      <Menu.Target>
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
        >
          {override ? override.code : 'Auto'}
        </Button>
      </Menu.Target>
      <Menu.Dropdown mah={420} style={{ overflowY: 'auto' }}>
        <Menu.Label>Country and currency</Menu.Label>
        {COUNTRIES.map((country) => {
          const selected = override?.code === country.code;
          return (
            <Menu.Item
              key={country.code}
              leftSection={<span aria-hidden>{country.flag}</span>}
              rightSection={selected ? <IconCheck size={16} aria-label="Selected" /> : null}
              onClick={() => setCountryOverride(country.code)}
            >
              <Text size="sm" span>
                {country.name}
              </Text>{' '}
              <Text size="xs" c="dimmed" span>
                {country.currency}
              </Text>
            </Menu.Item>
          );
        })}
        <Menu.Divider />
        <Menu.Item
          leftSection={<IconRefresh size={16} aria-hidden />}
          disabled={!override}
          onClick={clearCountryOverride}
        >
          Reset to auto
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
