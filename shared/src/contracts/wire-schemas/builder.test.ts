import {
  array,
  boolean,
  nullable,
  number,
  object,
  optional,
  query,
  string,
  wire,
  withDefault,
  withMessage,
  literal,
  integer,
} from './builder';
import type { Static } from './builder';

interface Wire {
  id: number;
  name: string | null;
  tags: string[];
  live: boolean;
  note?: string;
}

const wireSchema = wire<Wire>()(
  object({
    id: number(),
    name: nullable(string()),
    tags: array(string()),
    live: boolean(),
    note: optional(string()),
  }),
);

describe('wire schemas', () => {
  it('are plain JSON Schema: reply objects keep unknown fields and require none', () => {
    expect(JSON.parse(JSON.stringify(wireSchema))).toEqual({
      type: 'object',
      additionalProperties: true,
      properties: {
        id: { type: 'number' },
        name: { type: ['string', 'null'] },
        tags: { type: 'array', items: { type: 'string' } },
        live: { type: 'boolean' },
        note: { type: 'string' },
      },
    });
  });

  it('describe their wire type, and refuse to compile when they do not', () => {
    const value: Static<typeof wireSchema> = { id: 1, name: null, tags: [], live: true };
    expect(value.id).toBe(1);
    // @ts-expect-error a field of the wire type is missing
    wire<Wire>()(object({ id: number(), name: nullable(string()), tags: array(string()) }));
    // @ts-expect-error a field has another type
    wire<Wire>()(object({ ...wireSchema.properties, id: string() }));
    // @ts-expect-error a required field is optional
    wire<Wire>()(object({ ...wireSchema.properties, live: optional(boolean()) }));
  });

  it('list a query’s required parameters, and carry their messages and defaults', () => {
    const schema = query({
      page: withMessage(withDefault(integer({ minimum: 1 }), 1), 'page!'),
      status: optional(withMessage(literal(['a', 'b']), 'status!')),
      type: withMessage(string(), 'type!'),
    });
    expect(schema.required).toEqual(['type']);
    expect(schema.properties.page).toMatchObject({ default: 1, errorMessage: 'page!' });
    expect(schema.properties.status).toMatchObject({ enum: ['a', 'b'], errorMessage: 'status!' });
    const parsed: Static<typeof schema> = { page: 1, type: 'x' };
    expect(parsed.status).toBeUndefined();
  });

  it('add null to an enum made nullable', () => {
    expect(nullable(literal(['x']))).toEqual({ type: ['string', 'null'], enum: ['x', null] });
  });
});
