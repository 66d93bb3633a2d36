import { databaseDefaults, numberFlag, parseDbFlag, POSTGRES_USAGE, type DbKind } from "../load/args";

/** The API benchmark's options (bench/README.md "api"). */
export interface ApiOptions {
  dbs: DbKind[];
  /** Measured seconds per route. */
  durationSec: number;
  /** Unmeasured seconds per route before its measured run. */
  warmupSec: number;
  /** autocannon connections (closed loop: each sends its next request when answered). */
  connections: number;
  /** PostgreSQL server beside whose databases a fresh one is made (and dropped). */
  postgresUrl?: string;
  /** Print every SQL statement of one request of each route. */
  printSql: boolean;
  /** Write bench/api/results.json. */
  writeJson: boolean;
}

const USAGE = `Usage: npm run bench:api -- [--db pglite|postgres|both] [--duration 10] [--warmup 2]
  [--connections 10] [--print-sql] [--no-json]
${POSTGRES_USAGE}`;

/**
 * Parse command-line flags (and BENCH_DATABASE_URL / TEST_DATABASE_URL from `env`).
 * Default databases: both when a PostgreSQL URL is set, else pglite.
 * @throws Error with the usage text on an unknown flag or a bad value.
 */
export function parseApiArgs(argv: string[], env: NodeJS.ProcessEnv): ApiOptions {
  const o: ApiOptions = {
    ...databaseDefaults(env),
    durationSec: 10,
    warmupSec: 2,
    connections: 10,
    printSql: false,
    writeJson: true,
  };
  const num = (flag: string, v: string | undefined, min: number, max: number) => numberFlag(flag, v, min, max, USAGE);
  for (let i = 0; i < argv.length; i++) {
    const flag = argv[i];
    const next = () => argv[++i];
    if (flag === "--db") o.dbs = parseDbFlag(next(), USAGE);
    else if (flag === "--duration") o.durationSec = num(flag, next(), 1, 600);
    else if (flag === "--warmup") o.warmupSec = num(flag, next(), 0, 60);
    else if (flag === "--connections") o.connections = Math.round(num(flag, next(), 1, 500));
    else if (flag === "--print-sql") o.printSql = true;
    else if (flag === "--no-json") o.writeJson = false;
    else throw new Error(`${flag === "--help" || flag === "-h" ? "" : `Unknown flag ${flag}\n`}${USAGE}`);
  }
  if (o.dbs.includes("postgres") && !o.postgresUrl) throw new Error(`PostgreSQL needs BENCH_DATABASE_URL or TEST_DATABASE_URL\n${USAGE}`);
  return o;
}
