/**
 * The query string of a GET route, schema first: its schema comes from shared
 * (`@sportsbook/shared/contracts/wire-schemas`, e.g. `pageQuery`), which gives Ajv's validation,
 * the type of `request.query` (`Static<typeof schema>`) and each parameter's 400 message
 * (`withMessage`, which the validator puts in the error body: validator.ts).
 *
 *     app.get<{ Querystring: Static<typeof pageQuery> }>(path, { ...queryOf(pageQuery) }, ...)
 *
 * A whole-number parameter (`integer` in the schema, such as `?page=n`) is also judged as written
 * before Ajv coerces it: "abc", "0", "01", "+1", "1.5", "1e3", "Infinity" or a repeated one is a
 * 400 naming it, never a 500 and never a second spelling of one URL.
 */
import type { FastifyRequest } from 'fastify';
import type { Typed } from '@sportsbook/shared/contracts/wire-schemas';
import { invalidField, replyOf, wholeNumberOf } from './schemas';

interface PropertySchema {
  type?: unknown;
  maximum?: unknown;
  errorMessage?: unknown;
}

/** What `query(...)` of shared's wire schemas builds. */
export type QuerySchema = Typed<unknown> & {
  type: 'object';
  properties: Readonly<Record<string, PropertySchema>>;
};

/** preValidation hook: each whole-number parameter of `schema` as digits, before Ajv coerces it. */
function canonicalWholeNumbers(schema: QuerySchema) {
  const wholeNumbers = Object.entries(schema.properties).filter(
    ([, property]) => property.type === 'integer',
  );
  return async (request: FastifyRequest): Promise<void> => {
    const query = request.query as Record<string, unknown>;
    for (const [name, property] of wholeNumbers) {
      const text = query[name];
      const max = typeof property.maximum === 'number' ? property.maximum : Number.MAX_SAFE_INTEGER;
      if (text !== undefined && wholeNumberOf(text, max) === null) {
        const message =
          typeof property.errorMessage === 'string'
            ? property.errorMessage
            : `${name} must be a whole number from 1 to ${max}.`;
        throw invalidField(name, message);
      }
    }
  };
}

/**
 * A route's options for the query `schema`, and its `reply` schema when given (schemas.ts
 * `replyOf`): spread them into the route's options.
 */
export function queryOf<S extends QuerySchema>(schema: S, reply?: unknown) {
  return {
    schema: { querystring: schema, ...(reply === undefined ? {} : replyOf(reply)) },
    preValidation: canonicalWholeNumbers(schema),
  };
}
