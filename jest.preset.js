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
};
