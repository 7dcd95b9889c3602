import '@testing-library/jest-dom';

// jsdom does not implement scrolling; the pages scroll to the top on a page change and the form
// scaffold on a failure. Tests that care spy on it.
window.scrollTo = () => undefined;
