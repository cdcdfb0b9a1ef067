import { Button, Group, TextInput, type TextInputProps } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import type { Suggestion } from '@petmitra/core/discovery/results';
import { SEARCH_LIMITS } from '@petmitra/core/discovery/search';
import { loadOnce } from '../../../lib/load-once';
import type { SuggestionsFieldProps } from './search-suggestions';
import { VoiceSearchButton } from './voice-search-button';

const suggestionsPart = loadOnce(() => import('./search-suggestions'));

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
 *
 * The suggestions (search-suggestions.tsx: Mantine's Combobox, Popover and floating-ui) load
 * when the field is first pointed at or focused, not with the page (docs/performance.md); until
 * then a plain field with the same name, value and sections stands in, and the suggestions field
 * takes its place keeping the focus, the caret and what was typed.
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
  const navigate = useNavigate();
  const [Field, setField] = useState(() => suggestionsPart.loaded()?.SuggestionsField);
  const [handoff, setHandoff] = useState<SuggestionsFieldProps['focusOnMount']>(null);
  const standIn = useRef<HTMLInputElement>(null);
  const closeSuggestions = useRef<(() => void) | null>(null);

  const load = () => {
    suggestionsPart.load().then(
      (module) => {
        const field = standIn.current;
        setHandoff(
          field && document.activeElement === field
            ? { start: field.selectionStart, end: field.selectionEnd }
            : null,
        );
        setField(() => module.SuggestionsField);
      },
      () => undefined, // offline or a new deploy: the plain field stays, and searching works
    );
  };

  const pick = (suggestion: Suggestion) => {
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
    closeSuggestions.current?.();
    onSearch(value.trim());
  };

  const inputProps: TextInputProps = {
    style: { flex: 1 },
    size: 'md',
    'aria-label': 'Search services',
    placeholder: 'Search for grooming, vets, walkers or a city...',
    maxLength: SEARCH_LIMITS.queryMaxLength,
    leftSection: <IconSearch size={18} aria-hidden />,
    rightSection: (
      <VoiceSearchButton
        onResult={(text) => {
          setValue(text);
          onSearch(text);
        }}
      />
    ),
    rightSectionWidth: 44,
  };

  return (
    <form role="search" aria-label="Search pet services" onSubmit={submit} style={{ flex: 1 }}>
      <Group gap="xs" wrap="nowrap" align="flex-start">
        {Field ? (
          <Field
            inputProps={inputProps}
            value={value}
            onValueChange={setValue}
            onPick={pick}
            focusOnMount={handoff}
            closeRef={closeSuggestions}
          />
        ) : (
          <TextInput
            {...inputProps}
            ref={standIn}
            // As the suggestions field will be: a combobox whose list is closed.
            role="combobox"
            aria-haspopup="listbox"
            aria-expanded={false}
            autoComplete="off"
            value={value}
            onChange={(event) => setValue(event.currentTarget.value)}
            onPointerEnter={load}
            onFocus={load}
          />
        )}
        <Button type="submit" size="md">
          Search
        </Button>
      </Group>
    </form>
  );
}
