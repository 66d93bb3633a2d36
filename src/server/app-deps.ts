import type { AiProvider } from "./ai/provider";
import type { Database, Db } from "./db/client";
import type { AppConfig } from "./env";
import type { Mailer } from "./lib/mail";
import type { Storage } from "./lib/storage";
import type { Auth } from "./modules/auth/better-auth";

/** What route modules get from buildApp: configuration, database, auth, mail, file storage, the AI provider and the instance secret. */
export interface AppDeps {
  config: AppConfig;
  database: Database;
  db: Db;
  auth: Auth;
  mailer: Mailer;
  storage: Storage;
  ai: AiProvider;
  /** The instance secret (loadOrCreateSecret: random, kept in the database); signs auth tokens and upload links. */
  secret: string;
}

declare module "fastify" {
  interface FastifyInstance {
    deps: AppDeps;
  }
}
