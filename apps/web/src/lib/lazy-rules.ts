import type { FormErrors } from '@mantine/form';
import type { FormEvent } from 'react';
import type { z } from 'zod';
import { loadOnce } from './load-once';
import { zodResolver } from './zod-form';

/**
 * A form's rules (core's zod schema, the one the API parses) loaded on the form's first focus or
 * pointer instead of with the page: zod is ~25 KB gzip that a public page's first load does not
 * carry (docs/performance.md). `validate` checks with them once they are in, and `submit` waits
 * for them before checking, so the messages before sending are the browser's, as with the
 * schema imported. If they cannot be fetched, the form is sent as it is and the server's field
 * errors show instead.
 */
export function lazyRules<Module, Schema extends z.ZodType>(
  importer: () => Promise<Module>,
  pick: (module: Module) => Schema,
) {
  const part = loadOnce(importer);
  const load = () => part.load().catch(() => undefined);
  return {
    /** Starts loading the rules: the form's onFocusCapture and onPointerEnter. */
    load: () => void load(),
    /** Mantine's `validate`: the rules' errors, none until they have arrived. */
    validate: (values: z.input<Schema>): FormErrors => {
      const module = part.loaded();
      return module ? zodResolver(pick(module))(values) : {};
    },
    /** The form's onSubmit: waits for the rules, then runs `handleSubmit` (form.onSubmit(…)). */
    submit: (handleSubmit: () => void) => (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      void load().then(handleSubmit);
    },
  };
}
