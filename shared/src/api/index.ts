export * from './config';
export * from './api-error';
export * from './client';
export * from './catalog';
export * from './session-cookies';
export * from './account';
