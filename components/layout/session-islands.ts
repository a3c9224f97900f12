// The header's islands that need the shopper's session (and with it SWR), in one module so that
// LazySessionIslands loads them as one chunk.
export { AccountMenu } from './AccountMenu';
export { CartBadge } from './CartBadge';
