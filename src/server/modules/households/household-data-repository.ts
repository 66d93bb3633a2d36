import { is, sql, type SQL } from "drizzle-orm";
import { getTableConfig, PgTable } from "drizzle-orm/pg-core";
import * as schema from "../../db/schema/index";
import type { Tx } from "../../kernel/db";

/**
 * Tables with a household_id column whose rows are not data the household's people made, each
 * with the reason. Every other such table holds the household's data (issue 19: counted before a
 * former household may be removed, and moved along by "bring").
 */
export const NOT_HOUSEHOLD_DATA: Readonly<Record<string, string>> = {
  user: "its members: people move between households, they are not its data",
  household_invite: "invitations it sent: revoked when it is kept with nobody in it, removed with it",
  push_subscription: "each user's own devices: they follow the user to the new household",
  idea_set: "the last recipe-idea sets it was shown (variety memory, issue 22): made by the app, removed with it",
  recipe_import:
    "archive imports in preview or under way (issue 21): a staging area that expires within 24 h; the recipes they made are recipes",
  api_token:
    "its members' personal API tokens (issue 23): credentials, not data; they stop working when their person leaves, and are never exported or moved",
  calendar_feed:
    "its members' private calendar links (issue 23): credentials, not data; they stop working when their person leaves, and are never exported or moved",
};

/**
 * Rows a household gets without anyone making them, per table: an SQL condition true for such a
 * row. Only the SPEC §4 sample items (and their sample products) are made automatically;
 * signing up creates the household row itself and nothing else in it.
 */
const AUTOMATIC: Readonly<Record<string, SQL>> = {
  product: sql`is_sample`,
  pantry_item: sql`source = 'sample'`,
};

/**
 * Every table of the Drizzle schema (src/server/db/schema) with a household_id column, except
 * NOT_HOUSEHOLD_DATA, sorted by name — so a table added later is covered without a hand list.
 * Output: SQL table names.
 */
export function householdDataTables(): string[] {
  const names: string[] = [];
  for (const value of Object.values(schema)) {
    if (!is(value, PgTable)) continue;
    const config = getTableConfig(value);
    if (config.columns.some((c) => c.name === "household_id") && !(config.name in NOT_HOUSEHOLD_DATA)) names.push(config.name);
  }
  return names.sort();
}

/**
 * How many rows of each household data table (householdDataTables) household `householdId`
 * holds that a person made (samples do not count), in one query. Output: table name → count
 * (every table present, 0 when none).
 */
export async function householdDataCounts(db: Tx, householdId: string): Promise<Record<string, number>> {
  const parts = householdDataTables().map((table) => {
    const made = AUTOMATIC[table] ? sql` and not (${AUTOMATIC[table]})` : sql``;
    return sql`select ${table}::text as t, count(*)::int as n from ${sql.identifier(table)} where household_id = ${householdId}${made}`;
  });
  const res = await db.execute(sql.join(parts, sql` union all `));
  return Object.fromEntries((res.rows as { t: string; n: number }[]).map((r) => [r.t, Number(r.n)]));
}

/**
 * Move every row of one household data table (householdDataTables) from household `from` to `to`,
 * in a savepoint: when a unique rule of the target refuses a row, nothing of this table moves and
 * the error is thrown (the rest of the transaction goes on).
 */
export async function moveTableRows(tx: Tx, table: string, from: string, to: string): Promise<void> {
  await tx.transaction(async (sp) => {
    await sp.execute(sql`update ${sql.identifier(table)} set household_id = ${to} where household_id = ${from}`);
  });
}

/**
 * Point the `image_url` of `table`'s rows in household `to` that name a stored image of `from`
 * (`/api/images/{from}/…`) at the same file name under `to` (the files were copied there).
 */
export async function repointImageUrls(tx: Tx, table: "recipe" | "product", from: string, to: string): Promise<void> {
  const [oldUrl, newUrl] = [`/api/images/${from}/`, `/api/images/${to}/`];
  await tx.execute(sql`update ${sql.identifier(table)} set image_url = ${newUrl} || substr(image_url, ${oldUrl.length + 1})
      where household_id = ${to} and starts_with(image_url, ${oldUrl})`);
}
