/** Which page numbers to show: the current page and up to `spread` neighbours either side. */
export function pageWindow(current: number, last: number, spread = 1): number[] {
  const from = Math.max(1, current - spread);
  const to = Math.min(last, current + spread);
  const pages: number[] = [];
  for (let page = from; page <= to; page += 1) pages.push(page);
  return pages;
}

/** The simple previous / neighbouring pages / next control of SPEC section 2. */
export function Pagination({
  currentPage,
  lastPage,
  onPageChange,
  label = 'Pages',
}: {
  currentPage: number;
  lastPage: number;
  onPageChange: (page: number) => void;
  label?: string;
}) {
  if (lastPage <= 1) return null;
  return (
    <nav aria-label={label}>
      <ul className="sb-pagination">
        <li>
          <button
            type="button"
            disabled={currentPage <= 1}
            onClick={() => onPageChange(currentPage - 1)}
          >
            Previous
          </button>
        </li>
        {pageWindow(currentPage, lastPage).map((page) => (
          <li key={page}>
            <button
              type="button"
              aria-current={page === currentPage ? 'page' : undefined}
              onClick={() => onPageChange(page)}
            >
              {page}
            </button>
          </li>
        ))}
        <li>
          <button
            type="button"
            disabled={currentPage >= lastPage}
            onClick={() => onPageChange(currentPage + 1)}
          >
            Next
          </button>
        </li>
      </ul>
    </nav>
  );
}
