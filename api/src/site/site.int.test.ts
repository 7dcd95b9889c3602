import type {
  Club,
  Country,
  DataEnvelope,
  SiteNotice,
  SiteSetting,
} from '@sportsbook/shared/contracts';
import { buildBeforeAll, getOk } from '../../test/helper';
import type { TestApp } from '../../test/helper';

let t: TestApp;

buildBeforeAll({}, (app) => {
  t = app;
});

const get = <T>(url: string): Promise<T> => getOk<T>(t, url);

describe('GET /ng/countries', () => {
  it('lists countries with dialling codes, Bangladesh first', async () => {
    const { data } = await get<DataEnvelope<Country[]>>('/ng/countries');
    expect(data[0]).toEqual({ id: expect.any(Number), name: 'Bangladesh', phone_code: '+880' });
    expect(data.map((country) => country.name).slice(0, 5)).toEqual([
      'Bangladesh',
      'India',
      'Pakistan',
      'Sri Lanka',
      'Nepal',
    ]);
    for (const country of data) {
      expect(Object.keys(country).sort()).toEqual(['id', 'name', 'phone_code']);
      expect(country.phone_code).toMatch(/^\+\d{1,4}$/);
    }
  });
});

describe('GET /ng/clubs', () => {
  it('lists clubs as id and name', async () => {
    const { data } = await get<DataEnvelope<Club[]>>('/ng/clubs');
    expect(data.length).toBeGreaterThanOrEqual(3);
    for (const club of data)
      expect(club).toEqual({ id: expect.any(Number), name: expect.any(String) });
  });
});

describe('GET /ng/site-notices', () => {
  it('lists active notices only', async () => {
    const before = await get<DataEnvelope<SiteNotice[]>>('/ng/site-notices');
    expect(before.data.length).toBeGreaterThanOrEqual(1);
    for (const notice of before.data) {
      expect(notice).toEqual({ id: expect.any(Number), message: expect.any(String) });
    }
    const hidden = before.data[0]!;
    await t.db.updateTable('site_notices').set({ active: 0 }).where('id', '=', hidden.id).execute();
    const after = await get<DataEnvelope<SiteNotice[]>>('/ng/site-notices');
    expect(after.data.map((notice) => notice.id)).not.toContain(hidden.id);
    expect(after.data).toHaveLength(before.data.length - 1);
    await t.db.updateTable('site_notices').set({ active: 1 }).where('id', '=', hidden.id).execute();
  });
});

describe('GET /ng/site-settings', () => {
  it('answers key/value strings including the withdraw limits', async () => {
    const { data } = await get<DataEnvelope<SiteSetting[]>>('/ng/site-settings');
    const settings = Object.fromEntries(data.map((setting) => [setting.key, setting.value]));
    expect(settings.withdraw_min_limit).toBe('500');
    expect(settings.withdraw_max_limit).toBe('15000');
    // Issue 32: the most a multiple pays (config MAX_MULTIPLE_PAYOUT), for the slip before submit.
    expect(settings.max_multiple_payout).toBe('100000');
    for (const setting of data) {
      expect(Object.keys(setting).sort()).toEqual(['key', 'value']);
      expect(typeof setting.value).toBe('string');
    }
  });
});
