// Shared jest settings: every workspace's jest.config.js spreads this. TypeScript and TSX are
// compiled by SWC, so tests run the same source the bundlers and tsx run.
/** @type {import('jest').Config} */
module.exports = {
  transform: {
    '^.+\\.(t|j)sx?$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic' } },
          target: 'es2022',
        },
        module: { type: 'commonjs' },
      },
    ],
  },
  moduleNameMapper: {
    '\\.(css|svg|png)$': '<rootDir>/../jest.asset-stub.js',
  },
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
  // A guard against a hung test, not a measure of speed: on CI's two cores the unit passes run
  // beside the browser suite (docs/ci.md), and a React test with user-event took over jest's
  // default 5 s there. No test may rely on wall-clock time (docs/tests-and-time.md).
  testTimeout: 30_000,
};
