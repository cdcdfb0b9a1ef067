import { Button, Menu, Text } from '@mantine/core';
import { IconCheck, IconChevronDown, IconRefresh, IconWorld } from '@tabler/icons-react';
import { useState } from 'react';
import { COUNTRIES } from '@petmitra/core/countries';
import { clearCountryOverride, getCountryOverride, setCountryOverride } from '../country-override';

/**
 * The country/currency selector. 'Auto' means the country comes from the visitor's location;
 * a manual choice is kept in petmitra_country_override and applied after a reload.
 */
export function CountrySelector({ fullWidth = false }: { fullWidth?: boolean }) {
  const [override] = useState(getCountryOverride);
  return (
    <Menu position="bottom-end" shadow="md" width={280} withinPortal>
      <Menu.Target>
        <Button
          variant="default"
          aria-label={`Select country: ${override ? override.code : 'Auto'}`}
          title={override ? `${override.name} (${override.currency})` : 'Country: automatic'}
          fullWidth={fullWidth}
          justify={fullWidth ? 'space-between' : undefined}
          leftSection={
            override ? (
              <span aria-hidden>{override.flag}</span>
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
