/**
 * A dozen lines of TypeBox: JSON Schemas of the API's wire, each carrying (at the type level
 * only) the TypeScript type it describes, so a schema and its wire type cannot drift. The API
 * gives them to Fastify (Ajv validates a query with them, fast-json-stringify writes a reply with
 * them); no app bundle imports this folder (`@sportsbook/shared/contracts/wire-schemas`).
 *
 * Reply objects are `additionalProperties: true` and list no `required`: fast-json-stringify then
 * drops no field a schema forgets and never fails on a missing one, so a schema can only describe
 * the wire, never change it. Numbers are `number`, never `integer` (which it would round).
 */

declare const TYPE: unique symbol;
declare const OPTIONAL: unique symbol;

/** A JSON Schema that describes values of type T. */
export interface Typed<T> {
  readonly [TYPE]: T;
}
/** A property that may be absent. */
interface OptionalMark {
  readonly [OPTIONAL]: true;
}

/** The type a schema describes. */
export type Static<S> = S extends Typed<infer T> ? T : never;

type Props = Record<string, Typed<unknown>>;
type OptionalKeys<P> = { [K in keyof P]: P[K] extends OptionalMark ? K : never }[keyof P];
type Flat<T> = { [K in keyof T]: T[K] };
type ObjectStatic<P> = Flat<
  { [K in Exclude<keyof P, OptionalKeys<P>>]: Static<P[K]> } & {
    [K in OptionalKeys<P>]?: Static<P[K]>;
  }
>;

/** JSON Schema keywords a builder passes through as they are. */
type Keywords = Record<string, unknown>;

function typed<T, S extends Keywords>(schema: S): S & Typed<T> {
  return schema as S & Typed<T>;
}

export function string<const K extends Keywords = Record<never, never>>(keywords?: K) {
  return typed<string, { type: 'string' } & K>({ type: 'string', ...(keywords as K) });
}

/** Any JSON number; never `integer`, which fast-json-stringify would round. */
export function number<const K extends Keywords = Record<never, never>>(keywords?: K) {
  return typed<number, { type: 'number' } & K>({ type: 'number', ...(keywords as K) });
}

/** A whole number, for queries only (Ajv checks it; replies use `number`). */
export function integer<const K extends Keywords = Record<never, never>>(keywords?: K) {
  return typed<number, { type: 'integer' } & K>({ type: 'integer', ...(keywords as K) });
}

export function boolean() {
  return typed<boolean, { type: 'boolean' }>({ type: 'boolean' });
}

/** One of a list of strings. */
export function literal<const V extends string>(values: readonly V[]) {
  return typed<V, { type: 'string'; enum: readonly V[] }>({ type: 'string', enum: values });
}

/** One of a list of numbers. */
export function numberLiteral<const V extends number>(values: readonly V[]) {
  return typed<V, { type: 'number'; enum: readonly V[] }>({ type: 'number', enum: values });
}

/** The schema's values or null. */
export function nullable<S extends Typed<unknown> & { type: string }>(schema: S) {
  const withNull: Keywords = { ...(schema as unknown as Keywords), type: [schema.type, 'null'] };
  if (Array.isArray(withNull.enum)) withNull.enum = [...(withNull.enum as unknown[]), null];
  return typed<Static<S> | null, Keywords>(withNull);
}

export function array<S extends Typed<unknown>>(items: S) {
  return typed<Static<S>[], { type: 'array'; items: S }>({ type: 'array', items });
}

/**
 * A reply object: its properties described, none required, others kept as they are. `Static` is
 * the object type, optional where a property is `optional(...)`.
 */
export function object<const P extends Props>(properties: P) {
  return typed<ObjectStatic<P>, { type: 'object'; properties: P; additionalProperties: true }>({
    type: 'object',
    properties,
    additionalProperties: true,
  });
}

/** A value written as it is (JSON.stringify), for a field whose shape is a union. */
export function unchecked<T>() {
  return typed<T, Record<never, never>>({});
}

/** The schemas `optional` made, for `query`'s required list (the mark is a type only). */
const OPTIONAL_SCHEMAS = new WeakSet<object>();

/** A property that may be absent. */
export function optional<S extends Typed<unknown>>(schema: S): S & OptionalMark {
  const copy = { ...schema };
  OPTIONAL_SCHEMAS.add(copy);
  return copy as S & OptionalMark;
}

/** A query property Ajv sets to `value` when the request leaves it out: present for the handler. */
export function withDefault<S extends Typed<unknown>>(schema: S, value: Static<S>): S {
  return { ...schema, default: value };
}

/** `message` answers any problem of this property (the API's validator reads it). */
export function withMessage<S extends Typed<unknown>>(schema: S, message: string): S {
  const copy = { ...schema, errorMessage: message };
  if (OPTIONAL_SCHEMAS.has(schema)) OPTIONAL_SCHEMAS.add(copy);
  return copy;
}

/**
 * A query string: its properties required unless `optional` or `withDefault`; other parameters
 * are left alone (`strict` refuses them instead).
 */
export function query<const P extends Props>(properties: P, options: { strict?: boolean } = {}) {
  const required = Object.entries(properties)
    .filter(([, schema]) => !('default' in schema) && !OPTIONAL_SCHEMAS.has(schema))
    .map(([name]) => name);
  return typed<
    ObjectStatic<P>,
    { type: 'object'; properties: P; required: string[]; additionalProperties?: false }
  >({
    type: 'object',
    properties,
    required,
    ...(options.strict ? { additionalProperties: false as const } : {}),
  });
}

/** True when A and B are each assignable to the other. */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;

/**
 * Ties a schema to the wire type T at compile time: `wire<Sport>()(object({...}))` does not
 * compile when the schema describes anything but a Sport (a field missing, of another type,
 * optional where T requires it).
 */
export function wire<T>() {
  return <S extends Typed<unknown>>(
    schema: S & (Same<Static<S>, T> extends true ? unknown : { readonly notTheWireType: T }),
  ): S => schema;
}
