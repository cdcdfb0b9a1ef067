import type { UseFormReturnType } from '@mantine/form';
import { useEffect, useRef } from 'react';

/**
 * For a form on a prerendered page (src/prerender/): its fields are in the HTML, so a visitor
 * (or a password manager) can fill them before the app has taken over, and React then hydrates
 * them with the form's state, which is still empty — the fields show what was typed, but Sign In
 * would send nothing. On mount this copies what the named fields hold into the form's values.
 * Returns the ref for the <form>; each field needs a `name` equal to its key in the values.
 */
export function useFieldsFilledBeforeHydration<Values extends Record<string, unknown>>(
  form: UseFormReturnType<Values>,
) {
  const ref = useRef<HTMLFormElement>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const values = form.getValues();
    const typed: Partial<Values> = {};
    let any = false;
    for (const name of Object.keys(values)) {
      const field = element.elements.namedItem(name);
      if (!(field instanceof HTMLInputElement) || field.value === '') continue;
      if (field.value !== values[name]) {
        (typed as Record<string, unknown>)[name] = field.value;
        any = true;
      }
    }
    if (any) form.setValues(typed);
    // Once, as the form mounts: later input goes through its handlers.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return ref;
}
