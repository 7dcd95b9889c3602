/**
 * Fastify's own Ajv validators, with one rule added for every schema of every route: a number
 * that is not finite is invalid. Ajv 8 coerces the text "Infinity" or "1e400" (a query string, a
 * path parameter, a form field, a JSON string) to `Infinity`, calls it an integer and skips
 * `minimum` and `maximum` for it; a handler doing arithmetic with it then fails deep down with a
 * 500. Checking here covers routes added later without anyone remembering to.
 */
import AjvCompiler from '@fastify/ajv-compiler';
import type { BuildCompilerFromPool } from '@fastify/ajv-compiler';

type BuildValidator = BuildCompilerFromPool;
type Compile = ReturnType<BuildValidator>;
type Validate = ReturnType<Compile>;
type Issue = NonNullable<Validate['errors']>[number];

/** How deep a request part is searched: form and query fields are flat, JSON bodies shallow. */
const MAX_DEPTH = 32;

/** The JSON pointer of the first non-finite number in `value`, or null. */
export function nonFinitePath(value: unknown, path = '', depth = 0): string | null {
  if (typeof value === 'number') return Number.isFinite(value) ? null : path;
  if (value === null || typeof value !== 'object' || depth >= MAX_DEPTH) return null;
  for (const [key, child] of Object.entries(value)) {
    const found = nonFinitePath(child, `${path}/${key}`, depth + 1);
    if (found !== null) return found;
  }
  return null;
}

interface MessageSchema {
  properties?: Record<string, { errorMessage?: unknown } | undefined>;
}

/**
 * Ajv's issues, each given the `errorMessage` of the property at fault when its schema has one
 * (shared's `withMessage`): the error body then says that message, not Ajv's wording.
 */
export function withSchemaMessages(issues: readonly Issue[], schema: unknown): Issue[] {
  const properties = (schema as MessageSchema | undefined)?.properties;
  return issues.map((issue) => {
    const missing = issue.keyword === 'required' ? issue.params.missingProperty : undefined;
    const name = typeof missing === 'string' ? missing : issue.instancePath.split('/')[1];
    const message = name === undefined ? undefined : properties?.[name]?.errorMessage;
    return typeof message === 'string'
      ? { ...issue, params: { ...issue.params, errorMessage: message } }
      : issue;
  });
}

function finiteOnly(validate: Validate): Validate {
  const call = validate as (data: unknown, context?: unknown) => unknown;
  const checked = Object.assign(
    (data: unknown, context?: unknown): unknown => {
      const result = call(data, context);
      // Async schemas and custom results are left as they are; this API uses neither.
      if (result !== true) {
        checked.errors = validate.errors && withSchemaMessages(validate.errors, validate.schema);
        return result;
      }
      const path = nonFinitePath(data);
      if (path === null) {
        checked.errors = null;
        return true;
      }
      const issue: Issue = {
        keyword: 'type',
        instancePath: path,
        schemaPath: '#',
        params: {},
        message: 'must be a finite number',
      };
      checked.errors = [issue];
      return false;
    },
    // Fastify lets Ajv replace a coerced root value only when the validator carries schemaEnv.
    { schema: validate.schema, schemaEnv: validate.schemaEnv, errors: validate.errors },
  );
  return checked as Validate;
}

const ajvValidators = AjvCompiler();

/** `schemaController.compilersFactory.buildValidator` of the app. */
export const buildFiniteValidator: BuildValidator = (externalSchemas, options) => {
  const compile = ajvValidators(externalSchemas, options);
  return (route, meta) => finiteOnly(compile(route, meta));
};
