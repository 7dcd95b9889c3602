import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { changeClub, changePassword, fetchFollowers, updateProfile } from './account';
import { apiHttp, setTokenProvider } from './client';
import { configureApi } from './config';
import { fetchComplaintHistory, submitComplaint } from './support';

// The profile and support calls of SPEC section 7: each path, authenticated, form data for posts.
let seen: InternalAxiosRequestConfig[] = [];

function answer(data: unknown): void {
  const adapter: AxiosAdapter = async (config) => {
    seen.push(config);
    return { data, status: 200, statusText: '200', headers: {}, config };
  };
  apiHttp.defaults.adapter = adapter;
}

const page = { data: [], current_page: 2, last_page: 2, per_page: 10, total: 0 };

beforeEach(() => {
  seen = [];
  configureApi({ baseUrl: 'http://api.test:8000' });
  setTokenProvider({ getAccessToken: async () => 'tok-1' });
});

afterEach(() => setTokenProvider(null));

function sent(): { url?: string; method?: string; auth: unknown; body: unknown; page: unknown } {
  const config = seen[0];
  return {
    url: config?.url,
    method: config?.method,
    auth: config?.headers.Authorization,
    body:
      typeof config?.data === 'string'
        ? Object.fromEntries(new URLSearchParams(config.data))
        : undefined,
    page: (config?.params as { page?: number } | undefined)?.page,
  };
}

describe('profile and support calls', () => {
  it('reads followers and complaints page by page', async () => {
    answer(page);
    await expect(fetchFollowers(2)).resolves.toEqual(page);
    expect(sent()).toMatchObject({
      url: 'ng/user/profile/followers',
      method: 'get',
      auth: 'Bearer tok-1',
      page: 2,
    });
    seen = [];
    await expect(fetchComplaintHistory(2)).resolves.toEqual(page);
    expect(sent()).toMatchObject({ url: 'ng/user/profile/complain-history', page: 2 });
  });

  it("changes the password and resolves to the server's message", async () => {
    answer({ message: 'Changed.' });
    await expect(
      changePassword({ current_password: 'a', password: 'bbbbbbbb', password_confirm: 'bbbbbbbb' }),
    ).resolves.toBe('Changed.');
    expect(sent()).toMatchObject({
      url: 'ng/user/profile/change-password',
      method: 'post',
      auth: 'Bearer tok-1',
      body: { current_password: 'a', password: 'bbbbbbbb', password_confirm: 'bbbbbbbb' },
    });
  });

  it('posts the contact details, the club and a complaint as form data', async () => {
    answer({ message: 'Saved.', data: { id: 1 } });
    await expect(
      updateProfile({ email: 'a@b.co', country: 3, phone: '01712345678' }),
    ).resolves.toEqual({ message: 'Saved.', data: { id: 1 } });
    expect(sent()).toMatchObject({
      url: 'ng/user/profile',
      body: { email: 'a@b.co', country: '3', phone: '01712345678' },
    });
    seen = [];
    await changeClub({ club: 4, password: 'secret' });
    expect(sent()).toMatchObject({
      url: 'ng/user/profile/change-club',
      body: { club: '4', password: 'secret' },
    });
    seen = [];
    await submitComplaint({ qtitle: 'Late', qdescription: 'Very late.' });
    expect(sent()).toMatchObject({
      url: 'ng/user/profile/submit-complain',
      auth: 'Bearer tok-1',
      body: { qtitle: 'Late', qdescription: 'Very late.' },
    });
  });
});
