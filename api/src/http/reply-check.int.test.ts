/**
 * Reply schemas from shared keep every field the handler answers (objects are
 * `additionalProperties: true`), and the tests' reply check turns any change a schema would make
 * to the wire (a value coerced to the schema's type) into a 500 naming the route.
 */
import { boolean, number, object, string } from '@sportsbook/shared/contracts/wire-schemas';
import { build } from '../../test/helper';
import type { TestApp } from '../../test/helper';
import { replyOf } from './schemas';

let t: TestApp;

beforeAll(async () => {
  t = await build({ seed: false });
  const schema = object({ id: number(), name: string(), open: boolean() });
  t.app.get('/test/described', { schema: replyOf(schema) }, async () => ({
    id: 7,
    name: 'seven',
    open: true,
    extra: { nested: [1, 'two', null] },
  }));
  // A handler whose value the schema would change: `open` is 1, the schema says boolean.
  t.app.get('/test/coerced', { schema: replyOf(schema) }, async () => ({
    id: 7,
    name: 'seven',
    open: 1,
  }));
});

afterAll(async () => {
  await t.close();
});

describe('a reply schema', () => {
  it('writes the handler’s object as JSON.stringify would, fields it does not list included', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/test/described' });
    expect(response.statusCode).toBe(200);
    expect(JSON.parse(response.body)).toEqual({
      id: 7,
      name: 'seven',
      open: true,
      extra: { nested: [1, 'two', null] },
    });
  });

  it('that would change a value fails the request in the tests, naming the route', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/test/coerced' });
    expect(response.statusCode).toBe(500);
  });
});
