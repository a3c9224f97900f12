export * from './common';
export * from './states';
export * from './catalog';
export * from './accounts';
export * from './commerce';
export * from './health';
export * from './two-factor';
export * from './vendor';
