export * from './account';
export * from './menu';
export * from './meta';
export * from './orders';
export * from './org';
export * from './school-records';
export * from './sync';
export * from './shell';
