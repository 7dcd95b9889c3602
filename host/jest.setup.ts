import '@testing-library/jest-dom';

// jsdom does not implement scrolling; the shell scrolls to the top on every route change.
Object.defineProperty(window, 'scrollTo', { value: jest.fn(), writable: true });
