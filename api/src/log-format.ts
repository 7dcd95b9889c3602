/**
 * A terminal-friendly rendering of the API's pino log lines, used by `npm start` (LOG_FORMAT=pretty)
 * where people read the logs. Machines keep the default JSON lines.
 */
import { Writable } from 'node:stream';

const LEVELS: Record<number, string> = {
  10: 'TRACE',
  20: 'DEBUG',
  30: 'INFO ',
  40: 'WARN ',
  50: 'ERROR',
  60: 'FATAL',
};
const OMIT = new Set(['level', 'time', 'pid', 'hostname', 'msg', 'reqId']);
/** Fastify's request/response pair; the pretty format logs one line per request instead. */
const REQUEST_PAIR = new Set(['incoming request', 'request completed']);

/**
 * Renders one JSON log line as `INFO  message key=value ...` (null: leave it out); other text
 * passes through.
 */
export function formatLogLine(line: string): string | null {
  let record: Record<string, unknown>;
  try {
    record = JSON.parse(line) as Record<string, unknown>;
  } catch {
    return line;
  }
  if (REQUEST_PAIR.has(String(record.msg))) return null;
  const level = LEVELS[Number(record.level)] ?? 'INFO ';
  const extras = Object.entries(record)
    .filter(([key]) => !OMIT.has(key))
    .map(([key, value]) => `${key}=${typeof value === 'string' ? value : JSON.stringify(value)}`);
  return [level, String(record.msg ?? ''), ...extras].join(' ').trimEnd();
}

export function prettyLogStream(out: NodeJS.WritableStream = process.stdout): Writable {
  return new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString('utf8').split('\n')) {
        const formatted = line.trim() ? formatLogLine(line) : null;
        if (formatted !== null) out.write(`${formatted}\n`);
      }
      done();
    },
  });
}
