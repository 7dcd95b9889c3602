export * from './Loader';
export * from './Skeleton';
export * from './EmptyState';
export * from './ErrorBox';
export * from './SuccessPanel';
export * from './Pagination';
export * from './Toasts';
export * from './forms';
