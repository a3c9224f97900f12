/**
 * Marks a module that must never reach the browser, as the `server-only` package does, for the
 * modules that the Lite pages' getServerSideProps also read: Next refuses `server-only` anywhere
 * in the Pages Router (decision 047). A browser bundle that takes this in throws on load, and
 * every page runs in Chromium in the e2e tests. Other server code keeps `import 'server-only'`,
 * which fails the build instead.
 */
if (typeof window !== 'undefined') {
  throw new Error('Server-only code was bundled for the browser.');
}

export {};
