import type { FormErrors } from '@mantine/form';
import { isApiError } from '@petmitra/core/errors';
import { toast } from './toast';

/**
 * The per-field messages of an API validation error (`details.fieldErrors`), first message per
 * field, in the shape Mantine's `form.setErrors` takes. Empty when the error names no fields.
 */
export function serverFieldErrors(error: unknown): FormErrors {
  if (!isApiError(error) || typeof error.details !== 'object' || error.details === null) return {};
  const fieldErrors = (error.details as { fieldErrors?: unknown }).fieldErrors;
  if (typeof fieldErrors !== 'object' || fieldErrors === null) return {};
  const result: FormErrors = {};
  for (const [field, messages] of Object.entries(fieldErrors as Record<string, unknown>)) {
    const first = Array.isArray(messages) ? messages.find((m) => typeof m === 'string') : messages;
    if (typeof first === 'string' && first) result[field] = first;
  }
  return result;
}

/**
 * A failed save of a form: the API's per-field messages onto the form, and a toast with the
 * API's message (product copy) or, when it has none, `fallback`.
 */
export function showSaveError(
  error: unknown,
  setErrors: (errors: FormErrors) => void,
  fallback: string,
) {
  setErrors(serverFieldErrors(error));
  toast.error(isApiError(error) && error.message ? error.message : fallback);
}
