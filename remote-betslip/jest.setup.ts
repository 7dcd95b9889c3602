import '@testing-library/jest-dom';

// The slip keeps unconfirmed bet attempts in sessionStorage (bet-attempts.ts); no test inherits
// another's.
afterEach(() => window.sessionStorage.clear());
