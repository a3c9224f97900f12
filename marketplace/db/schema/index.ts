export * from './catalog';
export * from './accounts';
export * from './commerce';
export * from './sandbox';
export * from './two-factor';
export * from './vendor-api';
export * from './shipments';
export * from './stock-alerts';
