import { createHmac } from 'node:crypto';
import { privateUserChannel } from '@sportsbook/shared/contracts';
import { buildBeforeAll, json } from '../../test/helper';
import type { TestApp } from '../../test/helper';
import { bearer, errorOf, newUser, postForm } from '../../test/session';
import type { TestUser } from '../../test/session';

let t: TestApp;
let user: TestUser;

buildBeforeAll({}, async (app) => {
  t = app;
  user = await newUser(t);
});

const auth = (fields: Record<string, string>, token = user.token) =>
  postForm(t, '/broadcasting/auth', fields, bearer(token));

describe('POST /broadcasting/auth', () => {
  it("signs the user's own private channel as Pusher expects", async () => {
    const channel = privateUserChannel(user.id);
    const response = await auth({ socket_id: '1234.5678', channel_name: channel });
    expect(response.statusCode).toBe(200);
    const signature = createHmac('sha256', t.config.pusher.secret)
      .update(`1234.5678:${channel}`)
      .digest('hex');
    expect(json<{ auth: string }>(response)).toEqual({
      auth: `${t.config.pusher.key}:${signature}`,
    });
  });

  it("refuses another user's channel and any other private channel with 403", async () => {
    for (const channel of [privateUserChannel(user.id + 1), 'private-admin', 'presence-room']) {
      const response = await auth({ socket_id: '1234.5678', channel_name: channel });
      expect(response.statusCode).toBe(403);
      expect(errorOf(response).message).toBe('You may not subscribe to this channel.');
    }
  });

  it('refuses a missing or malformed socket id', async () => {
    const channel = privateUserChannel(user.id);
    expect((await auth({ channel_name: channel })).statusCode).toBe(400);
    const malformed = await auth({ socket_id: 'nope', channel_name: channel });
    expect(malformed.statusCode).toBe(400);
    expect(errorOf(malformed).errors.socket_id).toMatch(/socket id/i);
  });

  it('refuses without a valid bearer token', async () => {
    const response = await postForm(t, '/broadcasting/auth', {
      socket_id: '1.2',
      channel_name: privateUserChannel(user.id),
    });
    expect(response.statusCode).toBe(401);
    expect(
      (await auth({ socket_id: '1.2', channel_name: privateUserChannel(user.id) }, 'x'.repeat(43)))
        .statusCode,
    ).toBe(401);
  });
});
