import { formatLogLine } from './log-format';

describe('pretty log lines', () => {
  it('shows the level, the message and the extra fields', () => {
    const line = JSON.stringify({
      level: 30,
      time: 1,
      pid: 2,
      hostname: 'h',
      msg: 'GET /ng/sports 200',
      ms: 1.5,
    });
    expect(formatLogLine(line)).toBe('INFO  GET /ng/sports 200 ms=1.5');
  });

  it('passes text that is not a JSON record through unchanged', () => {
    expect(formatLogLine('plain words')).toBe('plain words');
  });

  it("leaves out Fastify's request pair, which the pretty format replaces with one line", () => {
    expect(formatLogLine(JSON.stringify({ level: 30, msg: 'incoming request' }))).toBeNull();
    expect(formatLogLine(JSON.stringify({ level: 30, msg: 'request completed' }))).toBeNull();
  });

  it('names error levels', () => {
    expect(formatLogLine(JSON.stringify({ level: 50, msg: 'boom' }))).toBe('ERROR boom');
  });
});
