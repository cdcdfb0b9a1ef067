import type { z } from 'zod';

/**
 * One contract per API operation (DESIGN §5): its method, path and the zod schemas of its
 * params, query, body and reply. The server's `route()` registers it (validation, serialisation,
 * OpenAPI) and the web client's `call()` builds its URL and types its reply from the same object,
 * so a changed reply breaks the typecheck on both sides.
 *
 * This file has no runtime dependency on zod: the schemas live in the domain files.
 */

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface OperationDef {
  method: HttpMethod;
  /** The full path, `/api/...`, with `:name` segments for params. */
  path: `/api/${string}`;
  /** OpenAPI grouping. */
  tags: readonly string[];
  summary?: string;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** A multipart/form-data upload (one file in the field `file`) instead of a JSON body. */
  multipart?: true;
  /** The success status: 200 unless said (201 for a creation, 204 with no body). */
  status?: 200 | 201 | 204;
  /**
   * A second success status with the same reply, which the handler chooses with
   * `reply.status()` (favourites: 201 when added, 200 when it already was).
   */
  altStatus?: 200 | 201;
  /** The success body; `z.null()` for 204. */
  reply: z.ZodType;
}

/** Declares an operation, keeping its literal types. */
export function defineOperation<const T extends OperationDef>(operation: T): T {
  return operation;
}

type Input<T, K extends 'params' | 'query' | 'body'> =
  T extends Record<K, infer S extends z.ZodType> ? z.input<S> : never;
type Output<T, K extends 'params' | 'query' | 'body'> =
  T extends Record<K, infer S extends z.ZodType> ? z.output<S> : undefined;

/** What a caller sends. */
export type ParamsIn<T extends OperationDef> = Input<T, 'params'>;
export type QueryIn<T extends OperationDef> = Input<T, 'query'>;
export type BodyIn<T extends OperationDef> = Input<T, 'body'>;
/** What a handler receives, after parsing. */
export type ParamsOut<T extends OperationDef> = Output<T, 'params'>;
export type QueryOut<T extends OperationDef> = Output<T, 'query'>;
export type BodyOut<T extends OperationDef> = Output<T, 'body'>;
/** What the operation answers on success (the handler returns it, the client receives it). */
export type ReplyOf<T extends OperationDef> = z.output<T['reply']>;

/** `/api/pets/:id` with { id: 'x' } -> `/api/pets/x` (each value URL-encoded). */
export function pathFor(path: string, params?: Record<string, unknown>): string {
  return path.replace(/:(\w+)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null || value === '') {
      throw new Error(`Missing path parameter '${name}' for ${path}`);
    }
    return encodeURIComponent(String(value));
  });
}

/**
 * A query object as a query string: undefined, null and empty values are left out, arrays repeat
 * their key (`type=dog&type=cat`), the rest is written with String().
 */
export function queryString(query?: Record<string, unknown>): string {
  if (!query) return '';
  const pairs: string[] = [];
  const add = (key: string, value: unknown) =>
    pairs.push(`${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`);
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) for (const item of value) add(key, item);
    else add(key, value);
  }
  return pairs.length ? `?${pairs.join('&')}` : '';
}
