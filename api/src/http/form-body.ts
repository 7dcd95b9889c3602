/**
 * Body schemas of SPEC's form posts, for Fastify. Every field is an optional string (Ajv turns a
 * JSON number into its text), at most MAX_FIELD_LENGTH long: presence and format are the form's
 * own schema's (shared's contracts, run by `validateForm`; `postMoneyForm` derives the fields from
 * that schema), so each problem gets SPEC's exact message and the form's other problems are
 * reported beside it.
 */

/** Longer values are abuse, not input; they get a 400 from the schema. */
const MAX_FIELD_LENGTH = 1000;

export function formBodySchema<const F extends readonly string[]>(fields: F) {
  return {
    type: 'object',
    properties: Object.fromEntries(
      fields.map((field) => [field, { type: 'string', maxLength: MAX_FIELD_LENGTH }]),
    ) as Record<F[number], { type: 'string'; maxLength: number }>,
  } as const;
}

/** The parsed body of such a route: each listed field, when sent. */
export type FormBody<F extends string> = Partial<Record<F, string>>;
