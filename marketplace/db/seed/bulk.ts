import { getTableColumns, getTableName, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';

/**
 * `INSERT ... SELECT ... FROM jsonb_to_recordset($1)`: a whole batch travels as one JSON parameter.
 * Drizzle's `values()` builds one parameter per cell, which for 20,000 products costs seconds of
 * JavaScript and query parsing; this keeps the 20k-product seed in a few seconds. Column names and
 * types come from the drizzle table, so the schema stays the one source of truth. Plain
 * PostgreSQL 9.4+ SQL, the same on PGlite and on a server.
 */
export function jsonRowsInsert<T extends PgTable>(
  table: T,
  rows: Partial<T['$inferInsert']>[],
  returning?: SQL,
): SQL {
  const columns = getTableColumns(table) as Record<string, { name: string; getSQLType(): string }>;
  const keys = Object.keys(rows[0] ?? {});
  const unknown = keys.find((key) => !columns[key]);
  if (unknown) throw new Error(`Seed: ${unknown} is not a column`);
  const names = sql.join(
    keys.map((key) => sql.identifier(columns[key].name)),
    sql`, `,
  );
  const types = sql.join(
    keys.map(
      (key) => sql`${sql.identifier(columns[key].name)} ${sql.raw(columns[key].getSQLType())}`,
    ),
    sql`, `,
  );
  // JSON keyed by column name; Dates become ISO strings, which timestamptz reads back exactly.
  const json = JSON.stringify(
    rows.map((row) =>
      Object.fromEntries(
        keys.map((key) => [columns[key].name, (row as Record<string, unknown>)[key] ?? null]),
      ),
    ),
  );
  const tail = returning ? sql` returning ${returning}` : sql``;
  return sql`insert into ${table} (${names}) select ${names} from jsonb_to_recordset(${json}::jsonb) as r(${types})${tail}`;
}

type Executor = { execute: (query: SQL) => Promise<{ rows: unknown[] }> };

/**
 * Runs a bulk load with the table's secondary indexes dropped, then rebuilds them from their own
 * definitions (read back from the catalog, so the migrations stay their source). Building a GIN
 * index once is much cheaper than updating it row by row: for 20,000 products this saves about a
 * third of the seed. Must run inside a transaction, so the indexes are never missing for others.
 */
export async function withIndexesRebuiltAfter<R>(
  tx: Executor,
  table: PgTable,
  load: () => Promise<R>,
): Promise<R> {
  const { rows } = await tx.execute(sql`
    select c.relname as name, pg_get_indexdef(i.indexrelid) as definition
    from pg_index i join pg_class c on c.oid = i.indexrelid
    where i.indrelid = ${getTableName(table)}::regclass and not i.indisprimary
      and not exists (select 1 from pg_constraint k where k.conindid = i.indexrelid)`);
  const indexes = rows as { name: string; definition: string }[];
  for (const index of indexes) await tx.execute(sql`drop index ${sql.identifier(index.name)}`);
  const result = await load();
  for (const index of indexes) await tx.execute(sql.raw(index.definition));
  return result;
}
