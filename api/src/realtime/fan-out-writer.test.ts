import type { AddressInfo } from 'node:net';
import { WebSocket, WebSocketServer } from 'ws';
import { CorkedWriter, socketOf, textFrame } from './fan-out-writer';

let server: WebSocketServer;
let serverSide: WebSocket;
let client: WebSocket;
const received: string[] = [];
let onReceived: () => void = () => undefined;

beforeAll(async () => {
  server = new WebSocketServer({ host: '127.0.0.1', port: 0, perMessageDeflate: false });
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  const connected = new Promise<WebSocket>((resolve) => server.once('connection', resolve));
  client = new WebSocket(`ws://127.0.0.1:${(server.address() as AddressInfo).port}`);
  client.on('message', (data: Buffer, isBinary: boolean) => {
    received.push(isBinary ? '<binary>' : data.toString('utf8'));
    onReceived();
  });
  serverSide = await connected;
  await new Promise<void>((resolve) =>
    client.readyState === WebSocket.OPEN ? resolve() : client.once('open', () => resolve()),
  );
});

afterAll(async () => {
  client.terminate();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

function receive(count: number): Promise<string[]> {
  received.length = 0;
  return new Promise((resolve) => {
    onReceived = () => {
      if (received.length >= count) resolve([...received]);
    };
  });
}

it.each([0, 5, 125, 126, 65_535, 65_536, 200_000])(
  'frames a %i-byte text message as a ws client reads it',
  async (length) => {
    const text = 'é'.repeat(Math.floor(length / 2)) + 'x'.repeat(length % 2);
    const payload = Buffer.from(text, 'utf8');
    expect(payload.length).toBe(length);
    const socket = socketOf(serverSide);
    expect(socket).not.toBeNull();
    const arrived = receive(1);
    socket?.write(textFrame(payload));
    expect(await arrived).toEqual([text]);
  },
);

it('keeps the order of corked frames and of frames ws sends itself meanwhile', async () => {
  const writer = new CorkedWriter();
  const socket = socketOf(serverSide);
  if (!socket) throw new Error('no socket under the WebSocket');
  const arrived = receive(4);
  writer.write(socket, textFrame(Buffer.from('one')));
  serverSide.send('two');
  writer.write(socket, textFrame(Buffer.from('three')));
  writer.write(socket, textFrame(Buffer.from('four')));
  expect(await arrived).toEqual(['one', 'two', 'three', 'four']);
});
