import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, Route, Routes } from 'react-router-dom';
import { renderWithProviders } from '../../test/render-app';
import { ScrollToTop } from './ScrollToTop';

describe('ScrollToTop', () => {
  it('scrolls to the top on every route change', async () => {
    const scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    renderWithProviders(
      <>
        <ScrollToTop />
        <Routes>
          <Route path="/" element={<Link to="/in-play">to in-play</Link>} />
          <Route path="/in-play" element={<Link to="/">to home</Link>} />
        </Routes>
      </>,
    );
    scrollTo.mockClear();

    await userEvent.click(screen.getByRole('link', { name: 'to in-play' }));
    expect(scrollTo).toHaveBeenCalledTimes(1);
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);

    await userEvent.click(screen.getByRole('link', { name: 'to home' }));
    expect(scrollTo).toHaveBeenCalledTimes(2);
  });
});
