import type { z } from 'zod';
import { errorResponse } from '@/lib/contract';
import { insertFixture, type Fixture } from './fixtures';
import { startTestMarketplace, type TestMarketplace } from './harness';

/** GET through Fastify's inject, parsed with a contract schema when the answer is 200. */
export async function getJson<S extends z.ZodType>(
  market: TestMarketplace,
  url: string,
  schema: S,
): Promise<z.output<S>> {
  const response = await market.app.inject({ method: 'GET', url });
  if (response.statusCode !== 200) {
    throw new Error(`GET ${url} answered ${response.statusCode}: ${response.body}`);
  }
  return schema.parse(response.json());
}

/** GET that must fail with `status` and a `{ message }` body; returns the message. */
export async function getError(
  market: TestMarketplace,
  url: string,
  status: number,
): Promise<string> {
  const response = await market.app.inject({ method: 'GET', url });
  expect({ url, status: response.statusCode }).toEqual({ url, status });
  const { message } = errorResponse.parse(response.json());
  expect(message.length).toBeGreaterThan(0);
  return message;
}

export const query = (params: Record<string, string | number | object | undefined>) => {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined) continue;
    search.set(key, typeof value === 'object' ? JSON.stringify(value) : String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
};

/**
 * A real marketplace with the fixture catalog, shared by every test of one file (creating a
 * database takes seconds); closed after the file.
 */
export function withFixtureMarketplace(): { market: TestMarketplace; fixture: Fixture } {
  const catalog = {} as { market: TestMarketplace; fixture: Fixture };
  beforeAll(async () => {
    catalog.market = await startTestMarketplace();
    catalog.fixture = await insertFixture(catalog.market.db);
  });
  afterAll(async () => {
    await catalog.market?.close();
  });
  return catalog;
}
