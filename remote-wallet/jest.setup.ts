import '@testing-library/jest-dom';

// jsdom does not implement scrolling; the pages scroll to the top on a page change and the form
// scaffold on a failure. Tests that care spy on it.
window.scrollTo = () => undefined;

// jsdom's default width (desktop); a test of the cards sets its own (src/test/viewport.ts).
beforeEach(() => {
  Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: 1024 });
});
