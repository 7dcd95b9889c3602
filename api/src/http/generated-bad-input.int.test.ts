/**
 * Generated bad input (property-based, fast-check) against every route the app registers, found
 * through Fastify's onRoute hook: a route added later is covered without editing this file. Each
 * request mixes the route's own query and body fields (read from its schema) and path parameters
 * with junk, in several encodings, signed in and signed out; known corner cases (Infinity,
 * `constructor`, ...) go into every field and parameter on every run. Whatever arrives, the API
 * answers below 500 with its security headers (and no-store on a 401), every refusal carries the
 * error body, and a refused request leaves every table of the database exactly as it was.
 *
 * A failure prints the fast-check seed and path; replay it with
 * `BAD_INPUT_SEED=<seed> npx jest src/http/generated-bad-input`. BAD_INPUT_RUNS sets the
 * number of generated requests per route and sign-in state, on top of the corner cases (default 20).
 */
import { createHash } from 'node:crypto';
import fc from 'fast-check';
import type { RouteOptions } from 'fastify';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import type { ApiErrorBody } from '@sportsbook/shared/contracts';
import { sqliteConnectionOf } from '../db/database';
import { build } from '../../test/helper';
import type { TestApp } from '../../test/helper';
import { bearer, expectLedgerVerified, newUser, signIn } from '../../test/session';
import type { TestUser } from '../../test/session';

const RUNS = Number(process.env.BAD_INPUT_RUNS ?? 20);
const SEED =
  process.env.BAD_INPUT_SEED === undefined ? undefined : Number(process.env.BAD_INPUT_SEED);

interface Route {
  method: string;
  url: string;
  queryFields: string[];
  bodyFields: string[];
}

let t: TestApp;
let user: TestUser;
let routes: Route[] = [];
/** The tables of this test's database (its own schema on PostgreSQL), read once. */
let tableNames: string[] = [];

/** The property names of one part of a route's schema (query or body). */
function fieldsOf(part: unknown): string[] {
  if (part === null || typeof part !== 'object' || !('properties' in part)) return [];
  const properties = (part as { properties?: unknown }).properties;
  return properties && typeof properties === 'object' ? Object.keys(properties) : [];
}

beforeAll(async () => {
  t = await build({
    env: {
      // Refusals by the rate limiter change nothing, but they would hide what lies behind it.
      TOKEN_RATE_LIMIT_PER_USERNAME: '1000000',
      TOKEN_RATE_LIMIT_PER_ADDRESS: '1000000',
      ACCOUNT_RATE_LIMIT_PER_ADDRESS: '1000000',
    },
  });
  const found: Route[] = [];
  t.app.addHook('onRoute', (route: RouteOptions) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      found.push({
        method,
        url: route.url,
        queryFields: fieldsOf(route.schema?.querystring),
        bodyFields: fieldsOf(route.schema?.body),
      });
    }
  });
  await t.app.ready();
  routes = found;
  user = await newUser(t, 1000);
}, 60_000);

afterAll(async () => {
  await expectLedgerVerified(t);
  await t.close();
});

/** Every row of every table of this test's database, hashed. */
async function fullFingerprint(): Promise<string> {
  if (tableNames.length === 0) {
    const schema = t.config.databaseSchema;
    tableNames = (await t.db.introspection.getTables())
      .filter((table) => schema === null || table.schema === schema)
      .map((table) => table.name)
      .sort();
  }
  const hash = createHash('sha256');
  for (const name of tableNames) {
    const rows = await sql<Record<string, unknown>>`select * from ${sql.table(name)}`.execute(t.db);
    const lines = rows.rows.map((row) => JSON.stringify(row)).sort();
    hash.update(`${name}\n${lines.join('\n')}\n`);
  }
  return hash.digest('hex');
}

/**
 * A mark that moves whenever a row of the database may have changed, cheap enough to read after
 * every request. SQLite: the rows the app's one connection changed (`total_changes()`, rolled
 * back ones too) and `data_version`, which moves when another connection commits. PostgreSQL:
 * the next transaction id, which moves whenever any transaction on the server writes (a read
 * assigns none). It may move without a change here (another test's database, a rollback); it
 * never stays put across one.
 */
async function changeMark(): Promise<string> {
  const sqlite = sqliteConnectionOf(t.db);
  if (sqlite) {
    const { changes } = sqlite.prepare('select total_changes() as changes').get() as {
      changes: number;
    };
    return `${changes}:${String(sqlite.pragma('data_version', { simple: true }))}`;
  }
  const { rows } = await sql<{
    next: string;
  }>`select pg_snapshot_xmax(pg_current_snapshot())::text as next`.execute(t.db);
  return rows[0]?.next ?? '';
}

let known: { mark: string; fingerprint: string } | null = null;

/**
 * The database's fingerprint: taken in full only when the change mark moved since the last one,
 * so the thousands of refused requests cost one cheap read each instead of a dump of every table.
 */
async function databaseFingerprint(): Promise<string> {
  const mark = await changeMark();
  if (known?.mark !== mark) known = { mark, fingerprint: await fullFingerprint() };
  return known.fingerprint;
}

/** Text that has broken parsers before, and text that is almost right. */
const TRICKY = [
  '',
  ' ',
  '0',
  '-0',
  '-1',
  '1',
  '2',
  '3',
  '20',
  '20.5',
  '20.001',
  '1.85',
  '100000',
  '100001',
  '1e3',
  '1e400',
  '-1e400',
  'Infinity',
  '-Infinity',
  'NaN',
  '0x10',
  '+1',
  '01',
  ' 1',
  '1 ',
  '2147483647',
  '2147483648',
  '9007199254740993',
  '99999999999999999999',
  'null',
  'undefined',
  'true',
  '[]',
  '{}',
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'hasOwnProperty',
  'password',
  'refresh_token',
  'demo',
  'DEMO',
  'demo12345',
  'demo@example.com',
  '01700000000',
  '2',
  'sportsbook-web-client',
  "' OR 1=1 --",
  '%',
  '%00',
  '\u0000',
  '\uFFFF',
  '\uD800',
  '😀',
  '<script>alert(1)</script>',
  '../../etc/passwd',
  'a'.repeat(1001),
  '9'.repeat(400),
];

const text = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...TRICKY) },
  { weight: 2, arbitrary: fc.string({ maxLength: 30 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 12 }) },
  { weight: 1, arbitrary: fc.integer().map(String) },
  { weight: 1, arbitrary: fc.double().map(String) },
);

const PROTOTYPE_KEYS = ['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty'];

function fieldName(known: readonly string[]): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...known, ...PROTOTYPE_KEYS) },
    { weight: 1, arbitrary: fc.string({ maxLength: 12 }) },
  );
}

function entries(known: readonly string[]): fc.Arbitrary<[string, string][]> {
  return fc.array(fc.tuple(fieldName(known), text), { maxLength: 8 });
}

/** Percent-encodes the UTF-8 bytes of `value` (a lone surrogate becomes U+FFFD, as a browser sends it). */
function encode(value: string): string {
  return Array.from(Buffer.from(value, 'utf8'), (byte) =>
    /[A-Za-z0-9_.~-]/.test(String.fromCharCode(byte))
      ? String.fromCharCode(byte)
      : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`,
  ).join('');
}

/** A path segment: mostly encoded text, sometimes raw text that is not valid percent-encoding. */
const segment = fc.oneof(
  { weight: 4, arbitrary: text.map(encode) },
  { weight: 1, arbitrary: fc.constantFrom('%', '%zz', '%E0%A4%A', '..', '.', '1;2', '1,2') },
);

/** Raw JSON text a serializer would never write. */
const RAW_JSON = [
  '',
  'null',
  '[]',
  '"text"',
  '1e400',
  '{"a":',
  '{"__proto__":{"polluted":1}}',
  '{"constructor":{"prototype":{"polluted":1}}}',
  '{"page":1e400,"bet_amount":-1e400,"bet_event_id":1e400}',
  '{"bet_amount":[20],"bet_event_id":{"id":1}}',
  `{"x":${'['.repeat(200)}${']'.repeat(200)}}`,
];

type BodyPlan =
  | { kind: 'none' }
  | { kind: 'form'; fields: [string, string][] }
  | { kind: 'json'; value: unknown }
  | { kind: 'raw-json'; payload: string }
  | { kind: 'other'; contentType: string; payload: string };

function body(known: readonly string[]): fc.Arbitrary<BodyPlan> {
  return fc.oneof(
    { weight: 1, arbitrary: fc.constant<BodyPlan>({ kind: 'none' }) },
    {
      weight: 4,
      arbitrary: entries(known).map<BodyPlan>((fields) => ({ kind: 'form', fields })),
    },
    {
      weight: 2,
      arbitrary: fc
        .oneof(
          entries(known).map((fields) => Object.fromEntries(fields) as unknown),
          fc.jsonValue({ maxDepth: 3 }),
        )
        .map<BodyPlan>((value) => ({ kind: 'json', value })),
    },
    {
      weight: 1,
      arbitrary: fc
        .constantFrom(...RAW_JSON)
        .map<BodyPlan>((payload) => ({ kind: 'raw-json', payload })),
    },
    {
      weight: 1,
      arbitrary: fc
        .record({
          contentType: fc.constantFrom(
            'text/plain',
            'application/xml',
            'multipart/form-data; boundary=x',
            'application/x-www-form-urlencoded; charset=utf-16',
            'application/json; charset=latin1',
          ),
          payload: text,
        })
        .map<BodyPlan>(({ contentType, payload }) => ({ kind: 'other', contentType, payload })),
    },
  );
}

/** Header values must be visible ASCII, or the request never leaves the client. */
const headerText = fc.oneof(
  fc.constantFrom('', 'x', 'a'.repeat(300), 'key with spaces', '__proto__'),
  fc.stringMatching(/^[\x21-\x7e]{1,64}$/),
);

interface RequestPlan {
  path: string[];
  query: [string, string][];
  rawQuery: string | null;
  body: BodyPlan;
  idempotencyKey: string | null;
  /** Signed out only: an Authorization header that is not a valid session. */
  badAuthorization: string | null;
}

function paramCount(route: Route): number {
  return route.url.split('/').filter((part) => part.startsWith(':') || part === '*').length;
}

function requestPlan(route: Route): fc.Arbitrary<RequestPlan> {
  const params = paramCount(route);
  return fc.record({
    path: fc.array(segment, { minLength: params, maxLength: params }),
    query: entries(route.queryFields),
    rawQuery: fc.option(fc.constantFrom('page[]=1', '%zz', '&&=&', 'page=1&page=2', 'a[b]=1'), {
      freq: 5,
    }),
    body: body(route.bodyFields),
    idempotencyKey: fc.option(headerText, { freq: 2 }),
    badAuthorization: fc.option(
      fc.oneof(
        fc.constantFrom(
          'Bearer',
          'Bearer ',
          'Basic ZGVtbzpkZW1vMTIzNDU=',
          `Bearer ${'A'.repeat(43)}`,
        ),
        headerText.map((value) => `Bearer ${value}`),
      ),
      { freq: 2 },
    ),
  });
}

/**
 * Values that broke this API before, or break APIs like it: numbers Ajv coerces to Infinity,
 * names of built-in object properties (also as file names), the empty string, out-of-range ids.
 */
const CORNER_CASES = [
  'Infinity',
  '-Infinity',
  '1e400',
  'NaN',
  '',
  '-1',
  '0',
  '99999999999999999999',
  '__proto__',
  'constructor',
  'toString',
  'constructor.svg',
  'toString.svg',
];

/**
 * The corner cases put in every field and parameter of the route, one at a time, every run; the
 * generated requests explore around them.
 */
function cornerCasePlans(route: Route): [RequestPlan][] {
  const base: RequestPlan = {
    path: Array.from({ length: paramCount(route) }, () => '1'),
    query: [],
    rawQuery: null,
    body: { kind: 'none' },
    idempotencyKey: null,
    badAuthorization: null,
  };
  const plans: RequestPlan[] = [];
  for (const value of CORNER_CASES) {
    base.path.forEach((_, index) => {
      plans.push({ ...base, path: base.path.map((p, i) => (i === index ? encode(value) : p)) });
    });
    for (const field of route.queryFields) plans.push({ ...base, query: [[field, value]] });
    // As SPEC's forms post them; JSON bodies come from the generator and RAW_JSON.
    for (const field of route.bodyFields) {
      plans.push({ ...base, body: { kind: 'form', fields: [[field, value]] } });
    }
  }
  return plans.map((plan) => [plan]);
}

function injectOptions(route: Route, plan: RequestPlan, token: string | null): InjectOptions {
  let index = 0;
  const path = route.url
    .split('/')
    .map((part) => (part.startsWith(':') || part === '*' ? (plan.path[index++] ?? '') : part))
    .join('/')
    // The catch-all route (`*`, CORS preflight) gets a path of its own.
    .replace(/^(?!\/)/, '/');
  const query = plan.query
    .map(([key, value]) => `${encode(key)}=${encode(value)}`)
    .concat(plan.rawQuery ?? [])
    .join('&');
  const headers: Record<string, string> = {};
  if (token) Object.assign(headers, bearer(token));
  else if (plan.badAuthorization !== null) headers.authorization = plan.badAuthorization;
  if (plan.idempotencyKey !== null) headers['idempotency-key'] = plan.idempotencyKey;

  let payload: string | undefined;
  switch (plan.body.kind) {
    case 'none':
      break;
    case 'form':
      headers['content-type'] = 'application/x-www-form-urlencoded';
      payload = new URLSearchParams(plan.body.fields).toString();
      break;
    case 'json':
      headers['content-type'] = 'application/json';
      payload = JSON.stringify(plan.body.value) ?? 'null';
      break;
    case 'raw-json':
      headers['content-type'] = 'application/json';
      payload = plan.body.payload;
      break;
    case 'other':
      headers['content-type'] = plan.body.contentType;
      payload = plan.body.payload;
      break;
  }
  return {
    method: route.method as InjectOptions['method'],
    url: query ? `${path}?${query}` : path,
    headers,
    ...(payload === undefined ? {} : { payload }),
  };
}

function describeRequest(options: InjectOptions, response: LightMyRequestResponse): string {
  return `${String(options.method)} ${String(options.url)} ${JSON.stringify(options.headers)} ${
    typeof options.payload === 'string' ? options.payload.slice(0, 300) : ''
  } -> ${response.statusCode} ${response.body.slice(0, 300)}`;
}

function expectErrorBody(options: InjectOptions, response: LightMyRequestResponse): void {
  if (options.method === 'HEAD') return;
  let parsed: unknown;
  try {
    parsed = JSON.parse(response.body);
  } catch {
    throw new Error(`A refusal without a JSON body: ${describeRequest(options, response)}`);
  }
  const errorBody = parsed as Partial<ApiErrorBody>;
  const ok =
    typeof errorBody.message === 'string' &&
    errorBody.message.length > 0 &&
    typeof errorBody.code === 'string' &&
    errorBody.errors?.message === errorBody.message;
  if (!ok)
    throw new Error(`A refusal without the error body: ${describeRequest(options, response)}`);
}

/** False after a request that succeeded: it may have signed the user out (logout). */
let tokenKnownGood = true;

/** The signed-in user's token; a generated request may have signed it out (logout). */
async function currentToken(): Promise<{ token: string; renewed: boolean }> {
  if (tokenKnownGood) return { token: user.token, renewed: false };
  tokenKnownGood = true;
  const probe = await t.app.inject({
    method: 'GET',
    url: '/ng/user/coins',
    headers: bearer(user.token),
  });
  if (probe.statusCode !== 401) return { token: user.token, renewed: false };
  user = { ...user, token: (await signIn(t, user.username, user.password)).access_token };
  return { token: user.token, renewed: true };
}

async function fuzz(signedIn: boolean): Promise<void> {
  expect(routes.length).toBeGreaterThan(0);
  let before = await databaseFingerprint();

  const check = (route: Route) => async (plan: RequestPlan) => {
    let token: string | null = null;
    if (signedIn) {
      const current = await currentToken();
      token = current.token;
      // Signing in again writes a session: that is the test's doing, not the request's.
      if (current.renewed) before = await databaseFingerprint();
    }
    const options = injectOptions(route, plan, token);
    const response = await t.app.inject(options);
    if (response.statusCode >= 500) {
      throw new Error(`A 5xx on bad input: ${describeRequest(options, response)}`);
    }
    if (response.headers['x-content-type-options'] !== 'nosniff') {
      throw new Error(`A response without security headers: ${describeRequest(options, response)}`);
    }
    if (response.statusCode === 401 && response.headers['cache-control'] !== 'no-store') {
      throw new Error(`A 401 that may be cached: ${describeRequest(options, response)}`);
    }
    if (response.statusCode < 400) tokenKnownGood = false;
    const after = await databaseFingerprint();
    if (response.statusCode >= 400) {
      expectErrorBody(options, response);
      if (after !== before) {
        throw new Error(
          `A refused request changed the database: ${describeRequest(options, response)}`,
        );
      }
    }
    before = after;
  };

  for (const route of routes) {
    const examples = cornerCasePlans(route);
    const parameters = {
      // Examples count towards numRuns: the generated requests come on top of them.
      numRuns: examples.length + RUNS,
      examples,
      ...(SEED === undefined ? {} : { seed: SEED }),
    };
    try {
      await fc.assert(fc.asyncProperty(requestPlan(route), check(route)), parameters);
    } catch (error) {
      const cause = error instanceof Error && error.cause ? `\n${String(error.cause)}` : '';
      throw new Error(
        `${route.method} ${route.url} (signed ${signedIn ? 'in' : 'out'}):\n${String(error)}${cause}`,
      );
    }
  }
}

describe('generated bad input on every route', () => {
  it('finds every route the app registers, so none escapes the generator', () => {
    const names = routes.map((route) => `${route.method} ${route.url}`);
    for (const expected of [
      'GET /ng/user/profile/bet-history',
      'POST /ng/bet-submit',
      'POST /oauth/token',
      'GET /static/icons/:file',
      'GET /ng/match-details/:id',
    ]) {
      expect(names).toContain(expected);
    }
  });

  it('signed out: never a 5xx, every refusal has the error body and changes nothing', async () => {
    await fuzz(false);
  }, 300_000);

  it('signed in: never a 5xx, every refusal has the error body and changes nothing', async () => {
    await fuzz(true);
  }, 300_000);
});
