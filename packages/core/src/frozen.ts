/**
 * A read-only record whose values keep their general types (string, number) rather than
 * literal ones, so that `(message = MESSAGES.x) => …` takes any string. Frozen at run time.
 */
export function frozen<T extends object>(value: T): Readonly<T> {
  return Object.freeze(value);
}
