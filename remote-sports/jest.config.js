const preset = require('../jest.preset.js');

// Dates are formatted in the browser's zone; tests pin one so exact texts can be asserted.
process.env.TZ = 'UTC';

/** @type {import('jest').Config} */
module.exports = {
  ...preset,
  testEnvironment: 'jsdom',
  setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
};
