/** The signed-in user as routes, services and use cases see it (SPEC §3 User plus names). */
export interface SessionUser {
  id: string;
  email: string;
  householdId: string;
  firstName: string;
  lastName: string | null;
}

declare module "fastify" {
  interface FastifyRequest {
    /** The session's user inside a `requireSession` scope (plugins/session.ts); null elsewhere. */
    user: SessionUser | null;
  }
}
