import { Combobox, Group, Text, TextInput, useCombobox, type TextInputProps } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconBuildingStore, IconMapPin, IconPaw } from '@tabler/icons-react';
import { useEffect, useLayoutEffect, useRef } from 'react';
import type { Suggestion, SuggestionType } from '@petmitra/core/discovery/results';
import { SEARCH_LIMITS } from '@petmitra/core/discovery/search';
import { useSuggestions } from '../api/get-suggestions';

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

export interface SuggestionsFieldProps {
  /** The search field's props (label, value, sections), as the stand-in had them. */
  inputProps: TextInputProps;
  value: string;
  onValueChange: (value: string) => void;
  /** A suggestion was picked (the dropdown has closed). */
  onPick: (suggestion: Suggestion) => void;
  /** Take focus (and this selection) on mount: the stand-in had it (search-bar.tsx). */
  focusOnMount: { start: number | null; end: number | null } | null;
  /** Called with the dropdown's close, so Enter on the form can close it first. */
  closeRef: { current: (() => void) | null };
}

/**
 * The search field with its suggestions (Mantine's Combobox, Popover and floating-ui), on its
 * own chunk: the search bar loads it when the field is pointed at or focused. Suggestions come
 * 300 ms after typing stops (at most 8: services, providers, places); arrow keys and Enter pick.
 */
export function SuggestionsField({
  inputProps,
  value,
  onValueChange,
  onPick,
  focusOnMount,
  closeRef,
}: SuggestionsFieldProps) {
  const [debounced] = useDebouncedValue(value, SEARCH_LIMITS.suggestionDebounceMs);
  const suggestions = useSuggestions(debounced);
  const combobox = useCombobox({
    onDropdownClose: () => combobox.resetSelectedOption(),
  });
  const { closeDropdown } = combobox;
  useEffect(() => {
    closeRef.current = closeDropdown;
    return () => {
      closeRef.current = null;
    };
  }, [closeRef, closeDropdown]);
  const input = useRef<HTMLInputElement>(null);

  // In the commit that replaces the stand-in, so no keystroke falls between the two fields.
  const handoff = useRef(focusOnMount);
  useLayoutEffect(() => {
    const selection = handoff.current;
    if (!selection || !input.current) return;
    input.current.focus();
    if (selection.start !== null && selection.end !== null) {
      input.current.setSelectionRange(selection.start, selection.end);
    }
  }, []);

  const items = debounced.trim() ? (suggestions.data ?? []) : [];

  const pick = (index: number) => {
    const suggestion = items[index];
    combobox.closeDropdown();
    if (suggestion) onPick(suggestion);
  };

  const groups = GROUPS.map((group) => ({
    ...group,
    entries: items
      .map((suggestion, index) => ({ suggestion, index }))
      .filter((entry) => entry.suggestion.type === group.type),
  })).filter((group) => group.entries.length > 0);

  return (
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
          {...inputProps}
          ref={input}
          value={value}
          onChange={(event) => {
            onValueChange(event.currentTarget.value);
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
  );
}
