export * from './event-map';
export * from './bus';
export * from './use-bus-event';
