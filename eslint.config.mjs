import next from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

const config = [
  ...next,
  ...nextTs,
  {
    ignores: [
      '.next/**',
      'node_modules/**',
      '.data/**',
      'marketplace/db/migrations/**',
      'next-env.d.ts',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  // CommonJS config files (jest.config.js must be CommonJS for next/jest).
  { files: ['*.js'], rules: { '@typescript-eslint/no-require-imports': 'off' } },
  // Playwright fixtures take a `use` callback that is not a React hook.
  { files: ['tests/e2e/**'], rules: { 'react-hooks/rules-of-hooks': 'off' } },
];

export default config;
