/** Publishes a realtime event; the API never talks to sockets directly. */
export interface Broadcaster {
  publish(channel: string, event: string, payload: unknown): Promise<void>;
}
/** Collects events in memory; tests read `sent`. */
export class MemoryBroadcaster implements Broadcaster {
  sent: { channel: string; event: string; payload: unknown }[] = [];
  async publish(channel: string, event: string, payload: unknown): Promise<void> {
    this.sent.push({ channel, event, payload });
  }
}
