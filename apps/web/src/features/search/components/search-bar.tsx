import { Button, Combobox, Group, Text, TextInput, useCombobox } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconBuildingStore, IconMapPin, IconPaw, IconSearch } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import type { Suggestion, SuggestionType } from '@petmitra/core/discovery/results';
import { SEARCH_LIMITS } from '@petmitra/core/discovery/search';
import { useSuggestions } from '../api/get-suggestions';
import { VoiceSearchButton } from './voice-search-button';

const GROUPS: readonly { type: SuggestionType; label: string }[] = [
  { type: 'service', label: 'Services' },
  { type: 'provider', label: 'Providers' },
  { type: 'location', label: 'Locations' },
];

const ICONS: Record<SuggestionType, typeof IconPaw> = {
  service: IconPaw,
  provider: IconBuildingStore,
  location: IconMapPin,
};

/** Each option needs a value unique in the list; the type keeps 'Pune' the place apart from a service. */
const optionValue = (s: Suggestion, index: number) => `${s.type}:${index}`;

interface SearchBarProps {
  /** The text in the URL when the bar was drawn (the page remounts the bar when it changes). */
  initialQuery: string;
  /** Runs the search for this text (blank clears it). */
  onSearch: (query: string) => void;
  /** A place was picked: search there. */
  onPickLocation: (city: string) => void;
}

/**
 * The smart search bar: free text with suggestions 300 ms after typing stops (at most 8:
 * services, providers, places), arrow keys and Enter to pick one, and voice search.
 */
export function SearchBar({ initialQuery, onSearch, onPickLocation }: SearchBarProps) {
  const [value, setValue] = useState(initialQuery);
  // The query in the URL changed (a search ran, Back was pressed): show it without re-mounting,
  // so focus stays in the field the user searched from.
  const [shownQuery, setShownQuery] = useState(initialQuery);
  if (initialQuery !== shownQuery) {
    setShownQuery(initialQuery);
    setValue(initialQuery);
  }
  const [debounced] = useDebouncedValue(value, SEARCH_LIMITS.suggestionDebounceMs);
  const suggestions = useSuggestions(debounced);
  const navigate = useNavigate();
  const combobox = useCombobox({
    onDropdownClose: () => combobox.resetSelectedOption(),
  });

  const items = debounced.trim() ? (suggestions.data ?? []) : [];

  const pick = (index: number) => {
    const suggestion = items[index];
    combobox.closeDropdown();
    if (!suggestion) return;
    if (suggestion.type === 'provider' && suggestion.providerId) {
      void navigate(`/provider/${suggestion.providerId}`);
    } else if (suggestion.type === 'location') {
      setValue('');
      onPickLocation(suggestion.value);
    } else {
      setValue(suggestion.value);
      onSearch(suggestion.value);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    combobox.closeDropdown();
    onSearch(value.trim());
  };

  const groups = GROUPS.map((group) => ({
    ...group,
    entries: items
      .map((suggestion, index) => ({ suggestion, index }))
      .filter((entry) => entry.suggestion.type === group.type),
  })).filter((group) => group.entries.length > 0);

  return (
    <form role="search" aria-label="Search pet services" onSubmit={submit} style={{ flex: 1 }}>
      <Group gap="xs" wrap="nowrap" align="flex-start">
        <Combobox
          store={combobox}
          onOptionSubmit={(optionValueString) => {
            const index = Number(optionValueString.split(':')[1]);
            pick(index);
          }}
          withinPortal
        >
          <Combobox.Target withExpandedAttribute autoComplete="off">
            <TextInput
              style={{ flex: 1 }}
              size="md"
              aria-label="Search services"
              placeholder="Search for grooming, vets, walkers or a city..."
              value={value}
              maxLength={SEARCH_LIMITS.queryMaxLength}
              leftSection={<IconSearch size={18} aria-hidden />}
              rightSection={
                <VoiceSearchButton
                  onResult={(text) => {
                    setValue(text);
                    onSearch(text);
                  }}
                />
              }
              rightSectionWidth={44}
              onChange={(event) => {
                setValue(event.currentTarget.value);
                combobox.openDropdown();
                combobox.updateSelectedOptionIndex();
              }}
              onFocus={() => combobox.openDropdown()}
              onBlur={() => combobox.closeDropdown()}
            />
          </Combobox.Target>

          <Combobox.Dropdown hidden={groups.length === 0}>
            <Combobox.Options aria-label="Suggestions">
              {groups.map((group) => (
                <Combobox.Group key={group.type} label={group.label}>
                  {group.entries.map(({ suggestion, index }) => {
                    const Icon = ICONS[suggestion.type];
                    return (
                      <Combobox.Option
                        key={optionValue(suggestion, index)}
                        value={optionValue(suggestion, index)}
                      >
                        <Group gap="sm" wrap="nowrap">
                          <Icon size={16} aria-hidden />
                          <div>
                            <Text size="sm">{suggestion.label}</Text>
                            {suggestion.detail ? (
                              <Text size="xs" c="dimmed">
                                {suggestion.detail}
                              </Text>
                            ) : null}
                          </div>
                        </Group>
                      </Combobox.Option>
                    );
                  })}
                </Combobox.Group>
              ))}
            </Combobox.Options>
          </Combobox.Dropdown>
        </Combobox>
        <Button type="submit" size="md">
          Search
        </Button>
      </Group>
    </form>
  );
}
