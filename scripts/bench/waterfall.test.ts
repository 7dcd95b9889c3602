import { waterfallLines } from './waterfall';

describe('waterfallLines', () => {
  const timeline = {
    firstListMs: 1000.4,
    requests: [
      { start: 300, end: 320, kind: 'fetch', url: 'http://localhost:3000/remotes.json' },
      { start: 100.2, end: 250.7, kind: 'script', url: 'http://localhost:3000/main.js' },
      { start: 1200, end: 1210, kind: 'img', url: 'http://localhost:8000/static/icons/x.svg' },
      { start: 700, end: 710, kind: 'script', url: 'https://cdn.example.com/remoteEntry.js' },
    ],
    longTasks: [
      { start: 260, duration: 120.6 },
      { start: 1100, duration: 80 },
    ],
  };

  it('lists the requests that started before the first list, by start time', () => {
    const lines = waterfallLines('federated', timeline);
    expect(lines[0]).toBe(
      'federated: first list at 1000 ms; 3 requests before it; 1 long tasks before it, 121 ms in all',
    );
    const rows = lines.slice(2, -1);
    expect(rows).toEqual([
      '     100    251  script          :3000/main.js',
      '     300    320  fetch           :3000/remotes.json',
      '     700    710  script          https://cdn.example.com/remoteEntry.js',
    ]);
  });

  it('ends with the long tasks before the first list, or says there were none', () => {
    expect(waterfallLines('one', timeline).at(-1)).toBe(
      '  long tasks (start+duration ms): 260+121',
    );
    expect(waterfallLines('one', { ...timeline, longTasks: [] }).at(-1)).toBe(
      '  long tasks (start+duration ms): none',
    );
  });
});
