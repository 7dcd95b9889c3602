import { act, fireEvent, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { useScrollCues } from './use-scroll-cues';

/** A row whose sizes the test sets (jsdom lays nothing out). */
function Row() {
  const ref = useRef<HTMLDivElement>(null);
  const { start, end } = useScrollCues(ref);
  return (
    <>
      <div ref={ref} data-testid="row" />
      <p>{`start ${start} end ${end}`}</p>
    </>
  );
}

function size(element: HTMLElement, { scrollWidth, clientWidth }: Record<string, number>): void {
  Object.defineProperty(element, 'scrollWidth', { configurable: true, value: scrollWidth });
  Object.defineProperty(element, 'clientWidth', { configurable: true, value: clientWidth });
}

describe('useScrollCues', () => {
  it('shows no cue while the row fits', () => {
    render(<Row />);
    expect(screen.getByText('start false end false')).toBeInTheDocument();
  });

  it('follows a row that does not fit: more after it, then more on both sides, then before only', () => {
    const { unmount } = render(<Row />);
    const row = screen.getByTestId('row');
    size(row, { scrollWidth: 420, clientWidth: 320 });
    act(() => {
      window.dispatchEvent(new Event('resize'));
    });
    expect(screen.getByText('start false end true')).toBeInTheDocument();

    row.scrollLeft = 50;
    fireEvent.scroll(row);
    expect(screen.getByText('start true end true')).toBeInTheDocument();

    row.scrollLeft = 100;
    fireEvent.scroll(row);
    expect(screen.getByText('start true end false')).toBeInTheDocument();
    unmount();
  });
});
