export * from './config';
export * from './connection';
export * from './use-user-event';
