import { ComboboxChevron, TextInput, type SelectProps } from '@mantine/core';
import { useLayoutEffect, useRef, useState } from 'react';
import { loadOnce } from '../lib/load-once';

const selectPart = loadOnce(() => import('./select-part'));

type LazySelectProps = Omit<SelectProps, 'data' | 'value' | 'defaultDropdownOpened'> & {
  data: readonly { value: string; label: string }[];
  value: string | null;
};

/**
 * Mantine's Select, loaded on first use (docs/performance.md): its Combobox, Popover, ScrollArea
 * and floating-ui (~20 KB gzip) stay off the page's first load. Until then a text field with
 * the same label, value and chevron stands in; pointing at it, focusing or pressing it loads the
 * Select, which takes its place keeping focus, and opens if the field was pressed. If the chunk
 * cannot be fetched the field stays as it is and the next intent retries.
 */
export function LazySelect(props: LazySelectProps) {
  const [Real, setReal] = useState(() => selectPart.loaded()?.Select);
  const [handoff, setHandoff] = useState({ focus: false, open: false });
  const standIn = useRef<HTMLInputElement>(null);
  const real = useRef<HTMLInputElement>(null);
  const pressed = useRef(false);

  // In the commit that replaces the stand-in, so no keystroke falls between the two fields.
  useLayoutEffect(() => {
    if (Real && handoff.focus) real.current?.focus();
  }, [Real, handoff.focus]);

  if (Real) {
    return (
      <Real
        {...props}
        data={props.data as { value: string; label: string }[]}
        ref={real}
        defaultDropdownOpened={handoff.open}
      />
    );
  }

  const load = () => {
    selectPart.load().then(
      (module) => {
        setHandoff({ focus: document.activeElement === standIn.current, open: pressed.current });
        setReal(() => module.Select);
      },
      () => undefined,
    );
  };
  const selected = props.data.find((option) => option.value === props.value);
  return (
    <TextInput
      ref={standIn}
      label={props.label}
      description={props.description}
      error={props.error}
      disabled={props.disabled}
      w={props.w}
      value={selected?.label ?? ''}
      // Typing waits for the Select, which is on its way from the first focus.
      onChange={() => undefined}
      aria-haspopup="listbox"
      rightSection={<ComboboxChevron error={props.error} />}
      rightSectionPointerEvents="none"
      onPointerEnter={load}
      onFocus={load}
      onClick={() => {
        pressed.current = true;
        load();
      }}
    />
  );
}
