export * from './config';
export * from './api-error';
export * from './client';
export * from './catalog';
