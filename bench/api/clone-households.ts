import type pg from "pg";

/** Tables copied per household, parents first, and which rows of the seeded household they hold. */
const TABLES: { table: string; where: "id=h" | "id=u" | "household" | "user" }[] = [
  { table: "household", where: "id=h" },
  { table: "user", where: "id=u" },
  { table: "session", where: "user" },
  { table: "user_settings", where: "user" },
  { table: "product", where: "household" },
  { table: "pantry_item", where: "household" },
  { table: "pantry_history", where: "household" },
  { table: "recipe", where: "household" },
  { table: "recipe_interaction", where: "household" },
  { table: "meal_plan", where: "household" },
];

/** The value a copied column gets: new ids, the copy's household and user, unique tokens and e-mails. */
function columnExpr(table: string, col: string): string {
  if (col === "id") return table === "household" ? "m.hid" : table === "user" ? "m.uid" : "gen_random_uuid()";
  if (col === "household_id") return "m.hid";
  if (col === "user_id") return "m.uid";
  if (table === "session" && col === "token") return `t.token || '-' || m.n`;
  if (table === "user" && col === "email") return `m.n || '-' || t.email`;
  return `t."${col}"`;
}

/**
 * Give a PostgreSQL benchmark database the row counts of a busy server: `copies` copies of the
 * seeded household's rows (user, session, settings, products, pantry, history, recipes,
 * interactions, meal plans) under new household and user ids, then ANALYZE, so EXPLAIN shows the
 * plans PostgreSQL picks when one household is a small share of each table. Copies keep their
 * other references (a copied pantry item points at the original product); foreign-key triggers
 * are off for the copy (session_replication_role = replica, needs a superuser). Throwaway
 * databases only.
 */
export async function cloneHousehold(client: pg.Client, householdId: string, userId: string, copies: number): Promise<void> {
  await client.query("SET session_replication_role = replica");
  await client.query("DROP TABLE IF EXISTS pg_temp.hmap");
  await client.query(
    "CREATE TEMP TABLE hmap AS SELECT n, gen_random_uuid() AS hid, gen_random_uuid() AS uid FROM generate_series(1, $1::int) n",
    [copies],
  );
  for (const { table, where } of TABLES) {
    const { rows } = await client.query<{ column_name: string }>(
      "SELECT column_name FROM information_schema.columns WHERE table_schema = 'public' AND table_name = $1 ORDER BY ordinal_position",
      [table],
    );
    const cols = rows.map((r) => r.column_name);
    const filter = { "id=h": "t.id = $1", "id=u": "t.id = $1", household: "t.household_id = $1", user: "t.user_id = $1" }[where];
    const key = where === "id=u" || where === "user" ? userId : householdId;
    await client.query(
      `INSERT INTO "${table}" (${cols.map((c) => `"${c}"`).join(", ")})
       SELECT ${cols.map((c) => columnExpr(table, c)).join(", ")} FROM "${table}" t CROSS JOIN hmap m WHERE ${filter}`,
      [key],
    );
  }
  await client.query("SET session_replication_role = DEFAULT");
  await client.query("ANALYZE");
}
