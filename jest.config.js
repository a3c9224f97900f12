// CommonJS on purpose: next/jest is loaded with require, and a .ts config would need ts-node.
const nextJest = require('next/jest');

const createJestConfig = nextJest({ dir: './' });

const shared = {
  moduleNameMapper: { '^@/(.*)$': '<rootDir>/$1' },
};

/** Unit tests: pure logic and components, in jsdom. */
const unit = createJestConfig({
  ...shared,
  displayName: 'unit',
  testEnvironment: 'jsdom',
  setupFilesAfterEnv: ['<rootDir>/tests/unit/setup.ts'],
  testMatch: ['<rootDir>/tests/unit/**/*.test.ts?(x)'],
});

/** API tests: the real marketplace API on a real database (PGlite, or PostgreSQL with DATABASE_URL). */
const api = createJestConfig({
  ...shared,
  displayName: 'api',
  testEnvironment: 'node',
  testMatch: ['<rootDir>/tests/api/**/*.test.ts'],
});

/**
 * ESM-only packages the API tests load (jose for Google sign-in; cookie through fastify's inject;
 * @scure/base and @noble/hashes through otplib, for two-factor sign-in).
 * next/jest never transforms node_modules, so the api project swaps its pattern for one that lets
 * SWC turn these into CommonJS: a file is skipped unless its innermost package is listed.
 */
const ESM_ONLY = ['jose', 'cookie', '@scure/base', '@noble/hashes'];
const skipUnlessEsmOnly = `/node_modules/(?!(?:.*/)?node_modules/)(?!(?:${ESM_ONLY.join('|')})/)`;

module.exports = async () => {
  const [unitConfig, apiConfig] = await Promise.all([unit(), api()]);
  // Server code is unit-tested in jsdom too. As next/jest empties `server-only`, lib/server/server-only.ts
  // (its stand-in in the modules the Lite pages read, decision 047) is emptied, or its browser
  // check would fail every suite that imports one.
  unitConfig.moduleNameMapper = {
    // Matched by its ending: next/jest's transform turns the `@/` path into a relative one.
    '/server-only$': '<rootDir>/tests/unit/empty-module.js',
    ...unitConfig.moduleNameMapper,
  };
  apiConfig.transformIgnorePatterns = [
    skipUnlessEsmOnly,
    ...apiConfig.transformIgnorePatterns.filter((pattern) => !pattern.startsWith('/node_modules/')),
  ];
  // Creating a database takes seconds; hooks share this timeout with tests.
  return { testTimeout: 60000, projects: [unitConfig, apiConfig] };
};
