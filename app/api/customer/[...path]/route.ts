import { proxyCustomerCall } from '@/lib/server/bff/proxy';

/**
 * Every customer call of the browser except sign-in: only the allow-listed method+path pairs of
 * lib/server/bff/allow-list.ts reach the marketplace API, with the session's bearer token added.
 */
export const GET = proxyCustomerCall;
export const POST = proxyCustomerCall;
export const PUT = proxyCustomerCall;
export const DELETE = proxyCustomerCall;
export const PATCH = proxyCustomerCall;
