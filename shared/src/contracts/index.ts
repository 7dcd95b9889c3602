export * from './envelope';
export * from './catalog';
export * from './site';
export * from './prediction';
export * from './realtime';
export * from './betting';
export * from './account';
export * from './paths';
