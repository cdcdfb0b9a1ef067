import type { FormErrors } from '@mantine/form';
import type { z } from 'zod';

/**
 * Validates a Mantine form with the same zod schema the API parses (packages/core), so the
 * browser and the server give the same messages. Each field shows its first issue, which is
 * the one the schemas order as most important.
 */
export function zodResolver<Schema extends z.ZodType>(schema: Schema) {
  return (values: z.input<Schema>): FormErrors => {
    const result = schema.safeParse(values);
    if (result.success) return {};
    return issuesToFormErrors(result.error.issues);
  };
}

/** Maps zod issues to Mantine form paths ('address.city', 'pets.0.name'); the first issue wins. */
export function issuesToFormErrors(issues: readonly z.core.$ZodIssue[]): FormErrors {
  const errors: FormErrors = {};
  for (const issue of issues) {
    const path = issue.path.map(String).join('.');
    if (!(path in errors)) errors[path] = issue.message;
  }
  return errors;
}
