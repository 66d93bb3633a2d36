import type { Database, Db } from "./db/client";
import type { AppConfig } from "./env";
import type { Mailer } from "./lib/mail";
import type { Auth } from "./modules/auth/better-auth";

/** What route modules get from buildApp: configuration, database, auth and mail. */
export interface AppDeps {
  config: AppConfig;
  database: Database;
  db: Db;
  auth: Auth;
  mailer: Mailer;
}

declare module "fastify" {
  interface FastifyInstance {
    deps: AppDeps;
  }
}
