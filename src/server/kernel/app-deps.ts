import type { AppConfig } from "./config/env";
import type { Database, Db } from "./db";
import type { AiProvider } from "./ports/ai-provider";
import type { AuthPort } from "./ports/auth";
import type { Mailer } from "./ports/mailer";
import type { Storage } from "./ports/storage";

/** What route modules get from buildApp: configuration, database, auth, mail, file storage, the AI provider and the instance secret. */
export interface AppDeps {
  config: AppConfig;
  database: Database;
  db: Db;
  auth: AuthPort;
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
