import type { AddressInfo } from 'node:net';
import { WebSocket, WebSocketServer } from 'ws';
import { CorkedWriter, socketOf, textFrame, type CorkableSocket } from './fan-out-writer';

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

/** A socket whose uncork costs `costMs` of the (fake) clock and records what left together. */
class TimedSocket implements CorkableSocket {
  readonly writes: string[] = [];
  private pending: string[] = [];
  private corks = 0;

  constructor(private readonly costMs: number) {}

  cork(): void {
    this.corks += 1;
  }

  uncork(): void {
    this.corks -= 1;
    if (this.corks > 0 || this.pending.length === 0) return;
    this.writes.push(this.pending.join('+'));
    this.pending = [];
    jest.setSystemTime(Date.now() + this.costMs);
  }

  write(chunk: Buffer): boolean {
    if (this.corks > 0) this.pending.push(chunk.toString());
    else this.writes.push(chunk.toString());
    return true;
  }
}

describe('the pause after a flush', () => {
  beforeEach(() => {
    jest.useFakeTimers({ now: 1_000_000 });
  });

  afterEach(() => {
    jest.useRealTimers();
  });

  function writerWith(pauseFactor: number, maxPauseMs = 50): CorkedWriter {
    return new CorkedWriter({ pauseFactor, maxPauseMs, now: () => Date.now() });
  }

  it('writes a frame after the turn when the last flush was cheap', () => {
    const writer = writerWith(1);
    const socket = new TimedSocket(0);
    writer.write(socket, Buffer.from('a'));
    expect(socket.writes).toEqual([]);
    jest.advanceTimersByTime(0);
    writer.write(socket, Buffer.from('b'));
    jest.advanceTimersByTime(0);
    expect(socket.writes).toEqual(['a', 'b']);
    expect(writer.stats()).toEqual({ frames: 2, socketWrites: 2, flushes: 2 });
  });

  it('waits as long as the last flush took, and the frames of the wait share one write', () => {
    const writer = writerWith(1);
    const socket = new TimedSocket(20);
    writer.write(socket, Buffer.from('a'));
    jest.advanceTimersByTime(0);
    expect(socket.writes).toEqual(['a']);
    writer.write(socket, Buffer.from('b'));
    jest.advanceTimersByTime(10);
    writer.write(socket, Buffer.from('c'));
    jest.advanceTimersByTime(9);
    expect(socket.writes).toEqual(['a']);
    jest.advanceTimersByTime(1);
    expect(socket.writes).toEqual(['a', 'b+c']);
    expect(writer.stats()).toEqual({ frames: 3, socketWrites: 2, flushes: 2 });
  });

  it('pauses no longer than maxPauseMs', () => {
    const writer = writerWith(1, 50);
    const socket = new TimedSocket(500);
    writer.write(socket, Buffer.from('a'));
    jest.advanceTimersByTime(0);
    writer.write(socket, Buffer.from('b'));
    jest.advanceTimersByTime(49);
    expect(socket.writes).toEqual(['a']);
    jest.advanceTimersByTime(1);
    expect(socket.writes).toEqual(['a', 'b']);
  });

  it('flushes after every turn with a factor of 0, however long a flush took', () => {
    const writer = writerWith(0);
    const socket = new TimedSocket(20);
    writer.write(socket, Buffer.from('a'));
    jest.advanceTimersByTime(0);
    writer.write(socket, Buffer.from('b'));
    jest.advanceTimersByTime(0);
    expect(socket.writes).toEqual(['a', 'b']);
  });
});

describe('a flush in steps', () => {
  beforeEach(() => {
    jest.useFakeTimers({ now: 1_000_000 });
  });

  afterEach(() => {
    jest.useRealTimers();
  });

  it('writes socketsPerStep sockets a step; an event heard between steps joins those not yet written', () => {
    const writer = new CorkedWriter({ socketsPerStep: 2, now: () => Date.now() });
    const sockets = [0, 1, 2, 3].map(() => new TimedSocket(0));
    const writes = (): string[][] => sockets.map((socket) => socket.writes);
    sockets.forEach((socket) => writer.write(socket, Buffer.from('a')));

    jest.advanceTimersToNextTimer();
    expect(writes()).toEqual([['a'], ['a'], [], []]);

    // An event heard after the first step: sockets 2 and 3 still wait, 0 and 1 are corked again.
    sockets.forEach((socket) => writer.write(socket, Buffer.from('b')));
    jest.advanceTimersToNextTimer();
    expect(writes()).toEqual([['a'], ['a'], ['a+b'], ['a+b']]);
    jest.advanceTimersToNextTimer();
    expect(writes()).toEqual([['a', 'b'], ['a', 'b'], ['a+b'], ['a+b']]);

    jest.runAllTimers();
    expect(writes()).toEqual([['a', 'b'], ['a', 'b'], ['a+b'], ['a+b']]);
    expect(writer.stats()).toEqual({ frames: 8, socketWrites: 6, flushes: 3 });
  });

  it('pauses after a whole pass, by what the whole pass took', () => {
    const writer = new CorkedWriter({
      socketsPerStep: 1,
      pauseFactor: 1,
      maxPauseMs: 50,
      now: () => Date.now(),
    });
    const first = new TimedSocket(10);
    const second = new TimedSocket(10);
    writer.write(first, Buffer.from('a'));
    writer.write(second, Buffer.from('a'));
    jest.advanceTimersToNextTimer();
    jest.advanceTimersToNextTimer();
    expect([first.writes, second.writes]).toEqual([['a'], ['a']]);

    // The pass took 20 ms (two steps of 10, and the fake clock's tick between them): the next
    // starts about 20 ms after it ended, not 10 (what its last step took).
    writer.write(first, Buffer.from('b'));
    jest.advanceTimersByTime(19);
    expect(first.writes).toEqual(['a']);
    jest.advanceTimersByTime(6);
    expect(first.writes).toEqual(['a', 'b']);
  });
});
