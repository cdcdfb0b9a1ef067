import { Menu, Text } from '@mantine/core';
import { IconCheck, IconRefresh } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { COUNTRIES } from '@petmitra/core/countries';
import { clearCountryOverride, getCountryOverride, setCountryOverride } from '../country-override';
import { CountryButton } from './country-trigger';

/**
 * The country/currency menu: loaded when the visitor first points at, focuses or presses the
 * selector (country-selector.tsx), so Mantine's Menu, Popover and floating-ui stay off the first
 * load. `focusOnMount` / `openOnMount` carry over what the visitor did to the button it replaces.
 */
export function CountryMenu({
  fullWidth,
  focusOnMount,
  openOnMount,
}: {
  fullWidth: boolean;
  focusOnMount: boolean;
  openOnMount: boolean;
}) {
  const [override] = useState(getCountryOverride);
  const [opened, setOpened] = useState(false);
  const target = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    // Focus first, then open: the menu returns focus on close to what had it when it opened.
    if (focusOnMount || openOnMount) target.current?.focus();
    // Mantine records where focus was when `opened` changes, so this cannot be the initial state.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (openOnMount) setOpened(true);
  }, [focusOnMount, openOnMount]); // set once, before the menu replaced the button
  return (
    <Menu
      position="bottom-end"
      shadow="md"
      width={280}
      withinPortal
      opened={opened}
      onChange={setOpened}
    >
      <Menu.Target>
        <CountryButton ref={target} fullWidth={fullWidth} />
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
