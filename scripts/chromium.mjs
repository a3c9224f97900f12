// Debian's Chromium as the e2e tests and the benchmarks launch it (no browser download here:
// TOOLCHAIN.md), with the flags they share. Each caller adds its own headless flag.

export const CHROMIUM_PATH = '/usr/bin/chromium';

/** No sandbox (root in CI), no GPU, and none of Chromium's own background traffic or QUIC. */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
  '--disable-quic',
];
