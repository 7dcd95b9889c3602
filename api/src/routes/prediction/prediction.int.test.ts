import type { DataEnvelope, PredictionEvent } from '@sportsbook/shared/contracts';
import { PREDICTION_EVENT_ID } from '@sportsbook/shared/contracts';
import { build, getOk, json, TEST_PUBLIC_URL } from '../../../test/helper';
import type { TestApp } from '../../../test/helper';

let t: TestApp;

beforeAll(async () => {
  t = await build();
});

afterAll(async () => {
  await t.close();
});

const get = <T>(url: string): Promise<T> => getOk<T>(t, url);

describe('GET /getPredictionEvent/{id}', () => {
  it('answers event 1 with its ten teams in SPEC order', async () => {
    const { data } = await get<DataEnvelope<PredictionEvent>>(
      `/getPredictionEvent/${PREDICTION_EVENT_ID}`,
    );
    expect(data.id).toBe(PREDICTION_EVENT_ID);
    expect(data.name).toEqual(expect.any(String));
    expect(data.description).toMatch(/<p>/);
    expect(data.remuneration).toBe(1.85);
    expect(data.teams.map((team) => [team.id, team.short_name])).toEqual([
      [1, 'csk'],
      [2, 'dc'],
      [3, 'gt'],
      [4, 'kkr'],
      [5, 'lsg'],
      [6, 'mi'],
      [7, 'pbks'],
      [8, 'rr'],
      [9, 'rcb'],
      [10, 'srh'],
    ]);
    expect(data.teams[9]).toEqual({
      id: 10,
      short_name: 'srh',
      full_name: 'Sunrisers Hyderabad',
      color: expect.stringMatching(/^#[0-9A-F]{6}$/i),
      text_color: expect.stringMatching(/^#[0-9A-F]{6}$/i),
      logo: `${TEST_PUBLIC_URL}/static/teams/srh.svg`,
    });
  });

  it('answers 404 with the error body for an unknown event', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/getPredictionEvent/2' });
    expect(response.statusCode).toBe(404);
    expect(json<{ code: string; errors: { message: string } }>(response)).toMatchObject({
      code: 'NOT_FOUND',
      errors: { message: 'Prediction event not found.' },
    });
  });
});
