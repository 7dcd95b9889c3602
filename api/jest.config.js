const preset = require('../jest.preset.js');

/** @type {import('jest').Config} */
module.exports = {
  ...preset,
  testEnvironment: 'node',
  // fastify.inject uses light-my-request, which requires `cookie` 2, an ES module. Node 20 loads
  // it natively, but jest's module loader cannot before Node 24.9, so jest compiles it with SWC.
  // So are otplib's base32 and hash libraries (@scure, @noble), ES modules too.
  transformIgnorePatterns: ['/node_modules/(?!(cookie|@scure|@noble)/)'],
  testTimeout: 20000,
  // The Redis path runs when TEST_REDIS_URL names a Redis (CI sets it), as the PostgreSQL pass
  // runs when TEST_DATABASE_URL does, with the PostgreSQL-only files (*.pg.int.test.ts): `npm
  // test` needs nothing installed beyond Node.
  testPathIgnorePatterns: [
    ...preset.testPathIgnorePatterns,
    ...(process.env.TEST_REDIS_URL ? [] : ['\\.redis\\.int\\.test\\.ts$']),
    ...(process.env.TEST_DATABASE_URL ? [] : ['\\.pg\\.int\\.test\\.ts$']),
  ],
};
