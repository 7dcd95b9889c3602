import { render } from '@testing-library/react';
import { ListDateTime } from './ListDateTime';

describe('ListDateTime', () => {
  it('keeps the formatted text and makes the day and the time two parts that stay whole', () => {
    const { container } = render(<ListDateTime text="22/11/2026, 9:30 pm" />);
    expect(container).toHaveTextContent(/^22\/11\/2026, 9:30 pm$/);
    expect(
      [...container.querySelectorAll('.sb-list-date-time')].map((part) => part.textContent),
    ).toEqual(['22/11/2026,', '9:30 pm']);
  });

  it('leaves a text with no time as it is', () => {
    const { container } = render(<ListDateTime text="22/11/2026" />);
    expect(container.innerHTML).toBe('22/11/2026');
  });
});
