import { act, screen, within } from '@testing-library/react';
import { renderWithProviders } from '../../test/render-app';
import { Footer } from './Footer';
import { FOOTER_LINKS } from './FooterContent';

describe('Footer', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('appears only after 2000 ms', async () => {
    renderWithProviders(<Footer />);
    act(() => jest.advanceTimersByTime(1999));
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(await screen.findByRole('contentinfo')).toBeInTheDocument();
  });

  it('holds every link to the root, the blocks, the 18+ badge, the legal text and 2019 - 2022', async () => {
    renderWithProviders(<Footer />);
    act(() => jest.advanceTimersByTime(2000));
    const footer = await screen.findByRole('contentinfo');

    const links = within(screen.getByRole('navigation', { name: 'Footer' }));
    expect(FOOTER_LINKS).toEqual([
      'About Us',
      'Contact Us',
      'Terms and Conditions',
      'Privacy Policy',
      'FAQs',
      'Sport Betting Rules',
      'Match Center',
      'Counter Offer',
    ]);
    for (const label of FOOTER_LINKS) {
      expect(links.getByRole('link', { name: label })).toHaveAttribute('href', '/');
    }

    expect(within(footer).getByRole('heading', { name: 'Mobile Apps' })).toBeInTheDocument();
    expect(within(footer).getByRole('link', { name: /App Store/ })).toBeInTheDocument();
    expect(within(footer).getByRole('link', { name: /Google Play/ })).toBeInTheDocument();
    expect(within(footer).getByRole('heading', { name: 'Follow Us' })).toBeInTheDocument();
    expect(
      within(footer).getAllByRole('link', { name: /Facebook|X \(Twitter\)|Instagram/ }),
    ).toHaveLength(3);
    expect(within(footer).getByRole('list', { name: 'Partners' })).toBeInTheDocument();
    expect(within(footer).getByRole('list', { name: 'Licences' })).toBeInTheDocument();
    expect(within(footer).getByRole('img', { name: '18+' })).toHaveTextContent('18+');
    expect(footer).toHaveTextContent(/billing agent company/);
    expect(footer).toHaveTextContent(/separate operator .* gaming licence/);
    expect(footer).toHaveTextContent('2019 - 2022');
  });
});
