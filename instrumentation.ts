/**
 * Runs once when the storefront server starts. A production server without a proper session
 * secret must not start at all, rather than fail on the first shopper who signs in. It also makes
 * sure the client address rule holds (scripts/client-address-hook.mjs), also when `next start` was
 * run without that preload.
 */
export async function register(): Promise<void> {
  // Written as one `if` so that the edge build drops the Node-only branch entirely.
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const { getSettings } = await import('@/lib/server/settings');
    const { resolveSessionSecret } = await import('@/lib/server/session');
    try {
      await import('./scripts/client-address-hook.mjs');
      resolveSessionSecret(getSettings());
    } catch (error) {
      console.error(`Refusing to start: ${(error as Error).message}`);
      // Next only logs a failed register(); exiting makes the misconfiguration impossible to miss.
      process.exit(1);
    }
  }
}
