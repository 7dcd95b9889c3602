import type { DataEnvelope, PredictionEvent } from '@sportsbook/shared/contracts';
import { buildBeforeAll, getOk, json, TEST_PUBLIC_URL } from '../../test/helper';
import type { TestApp } from '../../test/helper';

let t: TestApp;

buildBeforeAll({}, (app) => {
  t = app;
});

const get = <T>(url: string): Promise<T> => getOk<T>(t, url);

describe('GET /static/...', () => {
  it('serves every sport icon the catalog points at, as SVG', async () => {
    const { data } = await get<DataEnvelope<{ category_icon: string }[]>>('/ng/sports');
    expect(data.length).toBeGreaterThanOrEqual(8);
    for (const sport of data) {
      const response = await t.app.inject({
        method: 'GET',
        url: sport.category_icon.replace(TEST_PUBLIC_URL, ''),
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
      expect(response.body).toMatch(
        /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"[^>]*>.+<\/svg>$/,
      );
    }
  });

  it('serves every team logo the prediction event points at', async () => {
    const { data } = await get<DataEnvelope<PredictionEvent>>('/getPredictionEvent/1');
    for (const team of data.teams) {
      const response = await t.app.inject({
        method: 'GET',
        url: team.logo.replace(TEST_PUBLIC_URL, ''),
      });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain(`>${team.short_name.toUpperCase()}</text>`);
      expect(response.body).toContain(`fill="${team.color}"`);
    }
  });

  it.each([
    ['/static/icons/darts.svg', 404],
    ['/static/teams/xyz.svg', 404],
    // Names of built-in properties of a plain object are unknown names like any other.
    ['/static/icons/constructor.svg', 404],
    ['/static/teams/constructor.svg', 404],
    ['/static/icons/..%2Fapp.ts', 400],
    ['/static/icons/cricket.png', 400],
    ['/static/teams/CSK.svg', 400],
  ])('answers %s with %i and the error body', async (url, status) => {
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(status);
    expect(json<{ errors: { message: string } }>(response).errors.message).toEqual(
      expect.any(String),
    );
  });
});
