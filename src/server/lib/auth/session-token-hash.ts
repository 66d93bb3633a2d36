import { createHash } from "node:crypto";
import type { drizzleAdapter } from "better-auth/adapters/drizzle";

/**
 * Session tokens at rest (issue 19 finding 5). better-auth keeps each session's bearer token in
 * `session.token` and puts that same value, signed with the instance secret, into the cookie. The
 * secret lives in the database too (`app_setting`), so a copy or backup of the database would
 * sign anyone in. This wrapper around the better-auth database adapter stores only the SHA-256 of
 * each token: every read, update and delete of the `session` model by token hashes the value it
 * is given before it reaches SQL, and rows found that way carry the caller's own (raw) token
 * back, so better-auth's cookie handling is unchanged. A stored value, signed or not, is never a
 * token: looking it up hashes it again and finds nothing.
 *
 * Rows read by another key (e.g. all sessions of a user) carry the stored hash in `token`; handing
 * that back (better-auth's revokeSession / revokeOtherSessions, which this app does not use)
 * matches nothing, so it fails closed.
 */

type AdapterFactory = ReturnType<typeof drizzleAdapter>;
type Adapter = ReturnType<AdapterFactory>;
type Where = NonNullable<Parameters<Adapter["findMany"]>[0]["where"]>[number];
type Row = Record<string, unknown>;
/** The adapter methods this file wraps (a transaction's adapter has all but `transaction`). */
type Methods = Pick<
  Adapter,
  "create" | "findOne" | "findMany" | "count" | "update" | "updateMany" | "delete" | "deleteMany" | "consumeOne" | "incrementOne"
> & { transaction?: Adapter["transaction"] };

const SESSION_MODEL = "session";
const TOKEN_FIELD = "token";

/**
 * The value stored in `session.token` for a session token: SHA-256 of its UTF-8 bytes, as 64
 * lower-case hex characters. The token is 32 random characters from better-auth (≈190 bits), so an
 * unsalted hash cannot be reversed by guessing.
 */
export function hashSessionToken(token: string): string {
  return createHash("sha256").update(token, "utf8").digest("hex");
}

/** Hash every session-token value in `where`, noting hash → raw token in `raw`. */
function hashWhere(model: string, where: Where[] | undefined, raw: Map<string, string>): Where[] | undefined {
  if (model !== SESSION_MODEL || !where) return where;
  const hash = (v: unknown): string => {
    if (typeof v !== "string") throw new Error("A session token must be a string");
    const h = hashSessionToken(v);
    raw.set(h, v);
    return h;
  };
  return where.map((w) => {
    if (w.field !== TOKEN_FIELD) return w;
    const op = w.operator ?? "eq";
    if (op === "eq" || op === "ne") return { ...w, value: hash(w.value) };
    if ((op === "in" || op === "not_in") && Array.isArray(w.value)) return { ...w, value: (w.value as unknown[]).map(hash) };
    // Pattern or range matches cannot be answered from hashes: refuse rather than match wrongly.
    throw new Error(`Session tokens are stored hashed: operator "${op}" on session.token is not supported`);
  });
}

/** Hash `data.token` of a session write (create, update, set), noting hash → raw token. */
function hashData<T>(model: string, data: T, raw: Map<string, string>): T {
  const row = data as Row | undefined;
  if (model !== SESSION_MODEL || !row || typeof row[TOKEN_FIELD] !== "string") return data;
  const token = row[TOKEN_FIELD] as string;
  const h = hashSessionToken(token);
  raw.set(h, token);
  return { ...row, [TOKEN_FIELD]: h } as T;
}

/** Put the caller's raw token back into a session row whose hash it asked for. */
function restore<T>(model: string, row: T, raw: Map<string, string>): T {
  const r = row as Row | null | undefined;
  if (model !== SESSION_MODEL || !r || typeof r[TOKEN_FIELD] !== "string") return row;
  const token = raw.get(r[TOKEN_FIELD] as string);
  return token === undefined ? row : ({ ...r, [TOKEN_FIELD]: token } as T);
}

const wrapped = new WeakSet<object>();

/**
 * Make `adapter` store and look up session tokens hashed, in place (so better-auth's schema check
 * registered on the instance still applies), and its transactions' adapters too.
 * @returns the same object
 */
function hashTokensOf<A extends Methods>(adapter: A): A {
  if (wrapped.has(adapter)) return adapter;
  const o = { ...adapter };
  const m: Methods = {
    create: async (q) => {
      const raw = new Map<string, string>();
      return restore(q.model, await o.create({ ...q, data: hashData(q.model, q.data, raw) }), raw);
    },
    findOne: async (q) => {
      const raw = new Map<string, string>();
      return restore(q.model, await o.findOne({ ...q, where: hashWhere(q.model, q.where, raw)! }), raw);
    },
    findMany: async <T>(q: Parameters<Adapter["findMany"]>[0]) => {
      const raw = new Map<string, string>();
      const rows = await o.findMany<T>({ ...q, where: hashWhere(q.model, q.where, raw) });
      return rows.map((r) => restore(q.model, r, raw));
    },
    count: async (q) => o.count({ ...q, where: hashWhere(q.model, q.where, new Map()) }),
    update: async (q) => {
      const raw = new Map<string, string>();
      const where = hashWhere(q.model, q.where, raw)!;
      return restore(q.model, await o.update({ ...q, where, update: hashData(q.model, q.update, raw) }), raw);
    },
    updateMany: async (q) => {
      const raw = new Map<string, string>();
      return o.updateMany({ ...q, where: hashWhere(q.model, q.where, raw)!, update: hashData(q.model, q.update, raw) });
    },
    delete: async (q) => o.delete({ ...q, where: hashWhere(q.model, q.where, new Map())! }),
    deleteMany: async (q) => o.deleteMany({ ...q, where: hashWhere(q.model, q.where, new Map())! }),
    consumeOne: async (q) => {
      const raw = new Map<string, string>();
      return restore(q.model, await o.consumeOne({ ...q, where: hashWhere(q.model, q.where, raw)! }), raw);
    },
    incrementOne: async (q) => {
      const raw = new Map<string, string>();
      const where = hashWhere(q.model, q.where, raw)!;
      return restore(q.model, await o.incrementOne({ ...q, where, set: hashData(q.model, q.set, raw) }), raw);
    },
  };
  if (o.transaction) {
    const transaction = o.transaction;
    m.transaction = (cb) => transaction((trx) => cb(hashTokensOf(trx)));
  }
  Object.assign(adapter, m);
  wrapped.add(adapter);
  return adapter;
}

/**
 * Wrap a better-auth adapter factory (e.g. `drizzleAdapter(db, …)`) so that sessions are stored
 * with the SHA-256 of their token instead of the token (see the file comment).
 * @returns an adapter factory to pass as better-auth's `database` option
 */
export function withHashedSessionTokens(factory: AdapterFactory): AdapterFactory {
  return (options) => hashTokensOf(factory(options));
}
