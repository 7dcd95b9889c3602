import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAppSettled } from '../../test/render-app';

beforeEach(() => {
  document.cookie = 'homemodal=1; path=/';
});

describe('the not-found page', () => {
  it.each(['/404', '/no/such/page', '/sign-up-now'])('shows 404 at %s', async (path) => {
    await renderAppSettled(path);
    expect(screen.getByText('404')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  });

  it('goes home with Back to Home', async () => {
    await renderAppSettled('/404');
    await userEvent.click(screen.getByRole('link', { name: 'Back to Home' }));
    expect(screen.queryByText('Page Not Found')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: /Odds that move/ })).toBeInTheDocument();
  });
});
