import { act, screen, within } from '@testing-library/react';
import { fetchProfile } from '@sportsbook/shared/api';
import type * as SharedApi from '@sportsbook/shared/api';
import { renderWithSession, settle, testUser } from '../../common/test-session';
import { ProfileView } from './ProfileView';

jest.mock('@sportsbook/shared/api', () => ({
  ...jest.requireActual<typeof SharedApi>('@sportsbook/shared/api'),
  fetchProfile: jest.fn(),
}));
const fetchProfileMock = jest.mocked(fetchProfile);

beforeEach(() => {
  jest.useFakeTimers();
  fetchProfileMock.mockReset();
});
afterEach(() => jest.useRealTimers());

function section(name: string): HTMLElement {
  return screen.getByRole('region', { name });
}

function value(sectionName: string, label: string): string | null {
  const term = within(section(sectionName)).getByText(label);
  return term.nextElementSibling?.textContent ?? null;
}

async function showProfile(): Promise<void> {
  await act(async () => {
    await settle();
    jest.advanceTimersByTime(500);
    await settle();
  });
}

describe('Personal Profile', () => {
  it('shows the loader for about 500 ms even when the profile is in at once', async () => {
    fetchProfileMock.mockResolvedValue(testUser());
    renderWithSession(<ProfileView />);
    expect(screen.getByRole('heading', { level: 1, name: 'Personal Profile' })).toBeVisible();
    await act(async () => {
      await settle();
      jest.advanceTimersByTime(499);
    });
    expect(screen.getByRole('status')).toHaveTextContent('Loading profile');
    await showProfile();
    expect(screen.queryByText('Loading profile')).not.toBeInTheDocument();
    expect(section('Account Info')).toBeVisible();
  });

  it('shows Account Info, Contact Details and Others', async () => {
    fetchProfileMock.mockResolvedValue(testUser());
    const { store } = renderWithSession(<ProfileView />);
    await showProfile();
    expect(value('Account Info', 'Username')).toBe('rahim');
    expect(value('Account Info', 'Join Date')).toBe('03/01/2026');
    expect(value('Account Info', 'Status')).toBe('Active');
    expect(value('Contact Details', 'Email')).toBe('rahim@example.com');
    expect(value('Contact Details', 'Phone')).toBe('01712345678');
    expect(value('Contact Details', 'Country')).toBe('Bangladesh');
    expect(value('Others', 'Club')).toBe('Dhaka Kings');
    expect(value('Others', 'Sponsor')).toBe('karim');
    expect(store.getState().auth.user?.username).toBe('rahim');
  });

  it('shows SPEC placeholders for what is missing and Inactive for an inactive user', async () => {
    fetchProfileMock.mockResolvedValue(
      testUser({ status: false, email: null, country: null, clubs: null, sponsorname: null }),
    );
    renderWithSession(<ProfileView />);
    await showProfile();
    expect(value('Account Info', 'Status')).toBe('Inactive');
    expect(value('Contact Details', 'Email')).toBe('Not Set');
    expect(value('Contact Details', 'Country')).toBe('Not Set');
    expect(value('Others', 'Club')).toBe('N/A');
    expect(value('Others', 'Sponsor')).toBe('Not Available');
  });

  it('says No Profile Data is Available when the profile cannot be loaded', async () => {
    fetchProfileMock.mockRejectedValue(new Error('offline'));
    renderWithSession(<ProfileView />);
    await showProfile();
    expect(screen.getByText('No Profile Data is Available')).toBeVisible();
  });
});
