import type { FastifySerializerCompiler } from 'fastify/types/schema';
import fastJsonStringify from 'fast-json-stringify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

type RouteSchema = Parameters<FastifySerializerCompiler<z.ZodType>>[0];
type Serialize = (data: unknown) => string;
type JsonSchema = Parameters<typeof fastJsonStringify>[0];

/**
 * Replies are written by a serialiser compiled from the contract's reply schema (the zod schema
 * turned into JSON Schema, then into code by fast-json-stringify, the serialiser Fastify itself
 * uses), instead of encoding every reply with zod and then calling JSON.stringify. Both write
 * only the properties the schema names, so nothing a handler leaves on a row (a password hash)
 * leaks either way.
 *
 * `verify` (development and tests) also runs zod's serialiser and throws when the two disagree
 * by a byte, so the whole API suite checks the compiled one against the contract. A schema JSON
 * Schema cannot describe (a custom type) keeps zod's serialiser.
 */
export function createReplySerializerCompiler(options: {
  verify: boolean;
}): FastifySerializerCompiler<z.ZodType> {
  return (routeSchema: RouteSchema) => {
    const compiled = compileReply(routeSchema.schema);
    if (compiled && !options.verify) return compiled;
    const checked = zodSerializerCompiler(routeSchema) as Serialize;
    if (!compiled) return checked;
    const { method, url } = routeSchema;
    return (data: unknown) => {
      const expected = checked(data);
      const written = compiled(data);
      if (written !== expected) {
        throw new Error(
          `The compiled serialiser of ${method} ${url} wrote ${written.slice(0, 500)} where the contract gives ${expected.slice(0, 500)}`,
        );
      }
      return written;
    };
  };
}

/** fast-json-stringify's function for a reply schema, or null when JSON Schema cannot say it. */
export function compileReply(schema: z.ZodType): Serialize | null {
  let jsonSchema: JsonSchema;
  try {
    jsonSchema = z.toJSONSchema(schema, { io: 'output', target: 'draft-7' }) as JsonSchema;
  } catch {
    return null;
  }
  return fastJsonStringify(jsonSchema) as Serialize;
}
