export * from './catalog';
export * from './accounts';
