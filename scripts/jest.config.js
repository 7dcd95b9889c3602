const preset = require('../jest.preset.js');

/** @type {import('jest').Config} */
module.exports = {
  ...preset,
  testEnvironment: 'node',
  roots: ['<rootDir>/release', '<rootDir>/bench'],
};
