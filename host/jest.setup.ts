import '@testing-library/jest-dom';

// jsdom does not implement scrolling; the shell scrolls to the top on every route change.
Object.defineProperty(window, 'scrollTo', { value: jest.fn(), writable: true });

// No socket in unit tests: the user's private coins channel is a mock each test can drive.
jest.mock('@sportsbook/shared/realtime', () => ({
  onUserCoinsChanged: jest.fn(() => () => undefined),
}));
