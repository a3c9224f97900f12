import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './marketplace/db/schema/index.ts',
  out: './marketplace/db/migrations',
});
