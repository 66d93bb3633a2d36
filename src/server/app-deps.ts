import type { AiProvider } from "./ai/provider";
import type { Database, Db } from "./db/client";
import type { AppConfig } from "./env";
import type { Mailer } from "./lib/mail";
import type { Storage } from "./lib/storage";
import type { Auth } from "./modules/auth/better-auth";

/** What route modules get from buildApp: configuration, database, auth, mail, file storage and the AI provider. */
export interface AppDeps {
  config: AppConfig;
  database: Database;
  db: Db;
  auth: Auth;
  mailer: Mailer;
  storage: Storage;
  ai: AiProvider;
}

declare module "fastify" {
  interface FastifyInstance {
    deps: AppDeps;
  }
}
