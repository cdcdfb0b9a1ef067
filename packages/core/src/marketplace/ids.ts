const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** True for a UUID in its canonical text form (any version), as the database stores ids. */
export function isUuid(value: unknown): value is string {
  return typeof value === 'string' && UUID.test(value);
}
