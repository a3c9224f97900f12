import next from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

const config = [
  ...next,
  ...nextTs,
  { ignores: ['.next/**', 'node_modules/**', '.data/**', 'marketplace/db/migrations/**', 'next-env.d.ts', 'test-results/**', 'playwright-report/**'] },
];

export default config;
