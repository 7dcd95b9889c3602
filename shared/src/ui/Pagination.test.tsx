import { fireEvent, render, screen } from '@testing-library/react';
import { Pagination, pageWindow } from './Pagination';

describe('Pagination', () => {
  it('shows previous, the neighbouring pages and next', () => {
    render(<Pagination currentPage={3} lastPage={9} onPageChange={() => undefined} />);
    const labels = screen.getAllByRole('button').map((button) => button.textContent);
    expect(labels).toEqual(['Previous', '2', '3', '4', 'Next']);
    expect(screen.getByRole('button', { name: '3' })).toHaveAttribute('aria-current', 'page');
  });

  it('disables previous on the first page and next on the last', () => {
    const { rerender } = render(
      <Pagination currentPage={1} lastPage={2} onPageChange={() => undefined} />,
    );
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    rerender(<Pagination currentPage={2} lastPage={2} onPageChange={() => undefined} />);
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('asks for the page the user clicks', () => {
    const onPageChange = jest.fn();
    render(<Pagination currentPage={2} lastPage={5} onPageChange={onPageChange} />);
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    fireEvent.click(screen.getByRole('button', { name: '1' }));
    expect(onPageChange.mock.calls).toEqual([[3], [1]]);
  });

  it('renders nothing for a single page', () => {
    const { container } = render(
      <Pagination currentPage={1} lastPage={1} onPageChange={() => undefined} />,
    );
    expect(container).toBeEmptyDOMElement();
  });

  it('keeps the window inside the page range', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(1, 5)).toEqual([1, 2]);
    expect(pageWindow(5, 5)).toEqual([4, 5]);
  });
});
