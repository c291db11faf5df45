export * from './mutations';
export * from './protocol';
export * from './tables';
export * from './window';
