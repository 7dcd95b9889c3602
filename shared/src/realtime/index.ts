export * from './config';
export * from './connection';
