import Pusher from 'pusher';
import { ChannelAuthError, signChannelAuth, verifyChannelAuth } from './auth';
import { TEST_APP } from './test-support';

const sdk = new Pusher({
  appId: TEST_APP.id,
  key: TEST_APP.key,
  secret: TEST_APP.secret,
  host: '127.0.0.1',
});
const credentials = { key: TEST_APP.key, secret: TEST_APP.secret };

describe('signChannelAuth', () => {
  it('signs a private channel exactly as the official SDK does', () => {
    const signed = signChannelAuth({
      ...credentials,
      socketId: '123.456',
      channelName: 'private-user.1',
    });
    expect(signed).toEqual(sdk.authorizeChannel('123.456', 'private-user.1'));
    expect(signed.auth).toMatch(/^test-key:[0-9a-f]{64}$/);
  });

  it('signs a presence channel over its channel_data, as the SDK does', () => {
    const channelData = JSON.stringify({ user_id: '7', user_info: { name: 'Ann' } });
    const signed = signChannelAuth({
      ...credentials,
      socketId: '1.2',
      channelName: 'presence-room.1',
      channelData,
    });
    expect(signed).toEqual(
      sdk.authorizeChannel('1.2', 'presence-room.1', { user_id: '7', user_info: { name: 'Ann' } }),
    );
  });

  it.each([
    ['a malformed socket id', { socketId: '123', channelName: 'private-a' }, 'INVALID_SOCKET_ID'],
    [
      'a socket id with extra text',
      { socketId: '1.2:x', channelName: 'private-a' },
      'INVALID_SOCKET_ID',
    ],
    ['a bad channel name', { socketId: '1.2', channelName: 'private-a b' }, 'INVALID_CHANNEL_NAME'],
    [
      'a 165-character name',
      { socketId: '1.2', channelName: `private-${'a'.repeat(157)}` },
      'INVALID_CHANNEL_NAME',
    ],
    ['a public channel', { socketId: '1.2', channelName: 'bet-ratio-change' }, 'PUBLIC_CHANNEL'],
    [
      'a presence channel without data',
      { socketId: '1.2', channelName: 'presence-a' },
      'CHANNEL_DATA_REQUIRED',
    ],
    [
      'presence data without user_id',
      { socketId: '1.2', channelName: 'presence-a', channelData: '{"user_info":{}}' },
      'INVALID_CHANNEL_DATA',
    ],
    [
      'channel data on a private channel',
      { socketId: '1.2', channelName: 'private-a', channelData: '{"user_id":1}' },
      'CHANNEL_DATA_NOT_ALLOWED',
    ],
  ])('refuses %s', (_label, input, code) => {
    let thrown: unknown;
    try {
      signChannelAuth({ ...credentials, ...input });
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(ChannelAuthError);
    expect((thrown as ChannelAuthError).code).toBe(code);
  });
});

describe('verifyChannelAuth', () => {
  const base = { ...credentials, socketId: '1.2', channelName: 'private-a' };

  it('accepts its own signature and refuses one for another socket, channel or key', () => {
    const { auth } = signChannelAuth(base);
    expect(verifyChannelAuth({ ...base, auth })).toBe(true);
    expect(verifyChannelAuth({ ...base, socketId: '1.3', auth })).toBe(false);
    expect(verifyChannelAuth({ ...base, channelName: 'private-b', auth })).toBe(false);
    expect(verifyChannelAuth({ ...base, key: 'other', auth })).toBe(false);
    expect(verifyChannelAuth({ ...base, auth: undefined })).toBe(false);
    expect(verifyChannelAuth({ ...base, auth: 'no-colon' })).toBe(false);
  });
});
