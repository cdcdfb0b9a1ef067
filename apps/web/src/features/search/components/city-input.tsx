import { Combobox, TextInput, useCombobox } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconMapPin } from '@tabler/icons-react';
import { SEARCH_LIMITS } from '@petmitra/core/discovery/search';
import { useCities } from '../api/get-cities';

interface CityInputProps {
  value: string;
  onChange: (value: string) => void;
  error?: string;
}

/**
 * The Filters dialog's City field: free text, with places from the server's offline gazetteer
 * offered as the user types (arrow keys and Enter pick one).
 */
export function CityInput({ value, onChange, error }: CityInputProps) {
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const [query] = useDebouncedValue(value, SEARCH_LIMITS.suggestionDebounceMs);
  const cities = useCities(query);
  const places = query.trim() ? (cities.data ?? []) : [];
  // One option per name: the search places a city by its name.
  const names = [...new Set(places.map((place) => place.name))];
  const details = new Map(places.map((place) => [place.name, place]));

  return (
    <Combobox
      store={combobox}
      onOptionSubmit={(name) => {
        onChange(name);
        combobox.closeDropdown();
      }}
    >
      <Combobox.Target withExpandedAttribute autoComplete="off">
        <TextInput
          label="City"
          placeholder="e.g. Bengaluru"
          leftSection={<IconMapPin size={16} aria-hidden />}
          maxLength={100}
          value={value}
          error={error}
          onChange={(event) => {
            onChange(event.currentTarget.value);
            combobox.openDropdown();
            combobox.updateSelectedOptionIndex();
          }}
          onFocus={() => combobox.openDropdown()}
          onBlur={() => combobox.closeDropdown()}
        />
      </Combobox.Target>
      <Combobox.Dropdown hidden={names.length === 0}>
        <Combobox.Options aria-label="Places">
          {names.map((name) => {
            const place = details.get(name);
            const where = [place?.region, place?.country].filter(Boolean).join(', ');
            return (
              <Combobox.Option key={name} value={name}>
                {where ? `${name} (${where})` : name}
              </Combobox.Option>
            );
          })}
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}
