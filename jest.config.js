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
  testTimeout: 60000,
});

module.exports = async () => {
  const [unitConfig, apiConfig] = await Promise.all([unit(), api()]);
  return { projects: [unitConfig, apiConfig] };
};
