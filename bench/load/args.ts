/** Which databases a run covers. */
export type DbKind = "pglite" | "postgres";

/** The load benchmark's options (see bench/README.md "Load"). */
export interface LoadOptions {
  /** Databases to run against, in order. */
  dbs: DbKind[];
  /** Measured seconds per phase (after the warm-up). */
  durationSec: number;
  /** Warm-up seconds before the measured run (same mix, not counted). */
  warmupSec: number;
  /** Signed-in users = autocannon connections (one user per connection). */
  users: number;
  /** Members per household (users are grouped into households of this size). */
  perHousehold: number;
  /** App server processes to start (PostgreSQL only: several processes on one database). */
  servers: number;
  /** Existing servers to drive instead of starting ones (needs --database-url for seeding). */
  targets: string[];
  /** Origin header for unsafe methods when driving --target servers (their PUBLIC_URL). */
  origin?: string;
  /** PostgreSQL server URL whose database is used (--target) or beside which a fresh one is made. */
  postgresUrl?: string;
  /** Phases to measure: paced (users with think time) and/or capacity (closed loop). */
  phases: ("paced" | "capacity")[];
  /** Paced phase: mean calls per second per user. */
  rate: number;
  /** Write a V8 CPU profile of each server to this directory (for finding slow code). */
  cpuProfDir?: string;
  /** Write bench/load/results-<db>.json. */
  writeJson: boolean;
}

/** The usage line every server benchmark shares about its PostgreSQL runs. */
export const POSTGRES_USAGE =
  "PostgreSQL: BENCH_DATABASE_URL or TEST_DATABASE_URL names the server (a fresh database is created and dropped).";

/**
 * The PostgreSQL server named by BENCH_DATABASE_URL, else TEST_DATABASE_URL, and the default
 * databases to measure: both when one is named, else pglite alone.
 */
export function databaseDefaults(env: NodeJS.ProcessEnv): { dbs: DbKind[]; postgresUrl?: string } {
  const postgresUrl = env.BENCH_DATABASE_URL || env.TEST_DATABASE_URL || undefined;
  return { dbs: postgresUrl ? ["pglite", "postgres"] : ["pglite"], postgresUrl };
}

/** The value of `--db` (pglite, postgres or both) as the list of databases. @throws Error with `usage` otherwise. */
export function parseDbFlag(v: string | undefined, usage: string): DbKind[] {
  if (v === "both") return ["pglite", "postgres"];
  if (v === "pglite" || v === "postgres") return [v];
  throw new Error(`--db: pglite, postgres or both\n${usage}`);
}

/** A numeric flag's value within [min, max]. @throws Error naming the flag, with `usage`, otherwise. */
export function numberFlag(flag: string, v: string | undefined, min: number, max: number, usage: string): number {
  const n = Number(v);
  if (!Number.isFinite(n) || n < min || n > max) throw new Error(`${flag}: expected a number ${min}–${max}\n${usage}`);
  return n;
}

const USAGE = `Usage: npm run bench:load -- [--db pglite|postgres|both] [--mode paced|capacity|both]
  [--duration 60] [--warmup 5] [--users 50] [--per-household 2] [--rate 1] [--servers 1]
  [--no-json] [--cpu-prof DIR]
  [--target http://host:port ... --database-url postgres://… --origin http://public-url]
${POSTGRES_USAGE}`;

/**
 * Parse command-line flags (and BENCH_DATABASE_URL / TEST_DATABASE_URL from `env`).
 * Default databases: both when a PostgreSQL URL is set, else pglite.
 * @throws Error with the usage text on an unknown flag or a bad value.
 */
export function parseArgs(argv: string[], env: NodeJS.ProcessEnv): LoadOptions {
  const o: LoadOptions = {
    ...databaseDefaults(env),
    durationSec: 60,
    warmupSec: 5,
    users: 50,
    perHousehold: 2,
    servers: 1,
    targets: [],
    phases: ["paced", "capacity"],
    rate: 1,
    writeJson: true,
  };
  const num = (flag: string, v: string | undefined, min: number, max: number) => numberFlag(flag, v, min, max, USAGE);
  for (let i = 0; i < argv.length; i++) {
    const flag = argv[i];
    const next = () => argv[++i];
    switch (flag) {
      case "--db":
        o.dbs = parseDbFlag(next(), USAGE);
        break;
      case "--duration":
        o.durationSec = num(flag, next(), 1, 3600);
        break;
      case "--warmup":
        o.warmupSec = num(flag, next(), 0, 600);
        break;
      case "--users":
        o.users = Math.round(num(flag, next(), 1, 1000));
        break;
      case "--per-household":
        o.perHousehold = Math.round(num(flag, next(), 1, 10));
        break;
      case "--servers":
        o.servers = Math.round(num(flag, next(), 1, 8));
        break;
      case "--rate":
        o.rate = num(flag, next(), 0.01, 1000);
        break;
      case "--mode": {
        const v = next();
        if (v === "both") o.phases = ["paced", "capacity"];
        else if (v === "paced" || v === "capacity") o.phases = [v];
        else throw new Error(`--mode: paced, capacity or both\n${USAGE}`);
        break;
      }
      case "--target":
        o.targets.push(new URL(next() ?? "").origin);
        break;
      case "--origin":
        o.origin = new URL(next() ?? "").origin;
        break;
      case "--database-url":
        o.postgresUrl = next();
        break;
      case "--cpu-prof":
        o.cpuProfDir = next();
        break;
      case "--no-json":
        o.writeJson = false;
        break;
      case "--help":
      case "-h":
        throw new Error(USAGE);
      default:
        throw new Error(`Unknown flag ${flag}\n${USAGE}`);
    }
  }
  if (o.dbs.includes("postgres") && !o.postgresUrl)
    throw new Error(`PostgreSQL needs BENCH_DATABASE_URL, TEST_DATABASE_URL or --database-url\n${USAGE}`);
  if (o.servers > 1 && o.dbs.includes("pglite")) throw new Error(`--servers > 1 needs --db postgres (PGlite is one process)\n${USAGE}`);
  if (o.targets.length > 0) {
    if (!o.postgresUrl) throw new Error(`--target needs --database-url (the targets' database, for seeding)\n${USAGE}`);
    o.dbs = ["postgres"];
  }
  return o;
}
