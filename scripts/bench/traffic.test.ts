import { summarizeTraffic, type TrafficRecord } from './traffic';

const API = 'http://localhost:8000';

function get(url: string, bytes: number, status = 200): TrafficRecord {
  return { url, method: 'GET', status, bytes };
}

describe('summarizeTraffic', () => {
  it('counts every request and its bytes, and the API list GETs apart', () => {
    const summary = summarizeTraffic(
      [
        get('http://localhost:3000/', 2_000),
        get('http://localhost:3000/main.js', 40_000),
        get(`${API}/ng/live_matches`, 11_000),
        get(`${API}/ng/sports`, 3_000),
      ],
      API,
    );
    expect(summary).toEqual({
      requests: 4,
      bytes: 56_000,
      listRequests: 2,
      listBytes: 14_000,
      repeatedListBytes: 0,
      loadReports: 0,
    });
  });

  it('counts the bytes of a list fetched again, a revalidated one by its headers only', () => {
    const summary = summarizeTraffic(
      [
        get(`${API}/ng/live_matches`, 11_000),
        get(`${API}/ng/live_matches`, 300, 304),
        get(`${API}/ng/upcoming-matches`, 20_000),
        get(`${API}/ng/upcoming-matches`, 20_000),
      ],
      API,
    );
    expect(summary.repeatedListBytes).toBe(20_300);
  });

  it('counts the remote-load reports, not as list GETs, and nothing of another origin', () => {
    const summary = summarizeTraffic(
      [
        { url: `${API}/ng/remote-loads`, method: 'POST', status: 204, bytes: 200 },
        { url: `${API}/ng/remote-loads`, method: 'POST', status: 204, bytes: 200 },
        get('http://localhost:3001/ng/live_matches', 500),
      ],
      API,
    );
    expect(summary.loadReports).toBe(2);
    expect(summary.listRequests).toBe(0);
    expect(summary.requests).toBe(3);
  });
});
