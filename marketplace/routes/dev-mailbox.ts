import { desc, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { devMailboxQuery } from '../../lib/contract/accounts';
import { outbox } from '../db/schema';
import { parseInput } from '../errors';
import { escapeHtml, textToHtml } from '../mail/html';

const SHOWN = 100;

/**
 * The outbox as a page and as JSON, newest first, so that developers and end-to-end tests read
 * codes and reset links without a mail server. Registered only outside production.
 */
export async function devMailboxRoutes(app: FastifyInstance) {
  async function latest(to?: string) {
    const rows = await app.db
      .select()
      .from(outbox)
      .where(to ? sql`lower(${outbox.to}) = lower(${to})` : undefined)
      .orderBy(desc(outbox.id))
      .limit(SHOWN);
    return rows.map((row) => ({
      to: row.to,
      subject: row.subject,
      text: row.text,
      createdAt: row.createdAt.toISOString(),
    }));
  }
  const recipient = (query: unknown) => parseInput(devMailboxQuery, query).to || undefined;

  app.get('/dev/mailbox.json', async (request) => ({
    messages: await latest(recipient(request.query)),
  }));

  app.get('/dev/mailbox', async (request, reply) => {
    const messages = await latest(recipient(request.query));
    const items = messages
      .map(
        (m) => `<article>
  <h2>${escapeHtml(m.subject)}</h2>
  <p class="meta">To ${escapeHtml(m.to)} · ${escapeHtml(m.createdAt)}</p>
  <p>${textToHtml(m.text)}</p>
</article>`,
      )
      .join('\n');
    return reply.type('text/html; charset=utf-8').send(`<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Oja Market dev mailbox</title>
<style>body{font-family:system-ui,sans-serif;max-width:46rem;margin:2rem auto;padding:0 1rem}
article{border-bottom:1px solid #ddd;padding:.5rem 0}.meta{color:#666;font-size:.9rem}</style></head>
<body><h1>Dev mailbox</h1>
<p>The newest ${SHOWN} messages of the outbox. This page does not exist in production.</p>
${items || '<p>No messages yet.</p>'}
</body></html>`);
  });
}
