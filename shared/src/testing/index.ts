/**
 * Test support for the apps' jest tests (since shared 2.9.0): never imported by app code, never
 * shared by federation or bundled (it uses jest's globals). What two apps' tests both need lives
 * here once instead of a copy in each (shared's own tests use it too).
 */
export * from './user-events';
export * from './attempts';
