import { isIP } from "node:net";
import path from "node:path";
import { z } from "zod";
import { canonicalProvider, LLM_PROVIDERS, PROVIDER_CHOICES } from "./ai-providers";
import { storageUrlProblems } from "./storage-url";

/** SPEC §9: history is kept 30 days unless HISTORY_RETENTION_DAYS says otherwise. */
export const DEFAULT_RETENTION_DAYS = 30;
/** How often each server process looks for due meal reminders and use-soon digests (seconds). */
export const DEFAULT_PUSH_CHECK_SECONDS = 60;

/**
 * The configuration contract (DESIGN.md "Configuration"): every variable is optional and the
 * defaults run the whole app offline. `loadConfig(process.env)` validates every variable and
 * throws one error that lists each bad key, so a mis-set server fails fast at start.
 */
const urlString = (protocols: string[]) =>
  z
    .string()
    .trim()
    .refine((v) => {
      try {
        return protocols.includes(new URL(v).protocol);
      } catch {
        return false;
      }
    }, `must be a URL (${protocols.join(" or ")})`);

/** One FETCH_ALLOW_PRIVATE entry: "10.0.0.5", "127.0.0.1:8080", "[::1]:8080"; null when malformed. */
export function parseAllowEntry(entry: string): { address: string; port: number | null } | null {
  const m = entry.match(/^(?:\[([0-9a-f:.]+)\]|([0-9.]+))(?::(\d{1,5}))?$/i);
  if (!m) return null;
  const address = (m[1] ?? m[2]).toLowerCase();
  if (isIP(address) === 0) return null;
  const port = m[3] ? Number(m[3]) : null;
  if (port !== null && (port < 1 || port > 65535)) return null;
  return { address, port };
}

/** One TRUST_PROXY entry: an IP, a CIDR range ("10.0.0.0/8") or a proxy-addr name (loopback, linklocal, uniquelocal). */
export function isTrustedProxyEntry(entry: string): boolean {
  if (["loopback", "linklocal", "uniquelocal"].includes(entry)) return true;
  const [ip, bits, extra] = entry.split("/");
  const family = isIP(ip);
  if (family === 0 || extra !== undefined) return false;
  return bits === undefined || (/^\d{1,3}$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128));
}

const envSchema = z.object({
  PORT: z.coerce.number().int().min(1).max(65535).default(5000),
  HOST: z.string().trim().min(1).default("127.0.0.1"),
  PUBLIC_URL: urlString(["http:", "https:"]).optional(),
  DATA_DIR: z.string().trim().min(1).default("./data"),
  DATABASE_URL: urlString(["postgres:", "postgresql:"]).optional(),
  SMTP_URL: urlString(["smtp:", "smtps:"]).optional(),
  MAIL_FROM: z.string().trim().min(3).default("Pantry → Meals <no-reply@localhost>"),
  AI_PROVIDER: z.string().trim().min(1).default("local"),
  AI_BASE_URL: urlString(["http:", "https:"]).optional(),
  AI_API_KEY: z.string().optional(),
  AI_MODEL: z.string().optional(),
  AI_VISION_MODEL: z.string().optional(),
  AI_IMAGE_MODEL: z.string().optional(),
  PRODUCT_LOOKUP_URL: z.union([z.literal("off"), urlString(["http:", "https:"])]).default("https://world.openfoodfacts.org"),
  // Forms and rules: storage-url.ts (s3://KEY:SECRET@bucket?region=… or http(s)://KEY:SECRET@host:port/bucket).
  STORAGE_URL: z
    .string()
    .trim()
    .superRefine((v, ctx) => storageUrlProblems(v).forEach((message) => ctx.addIssue({ code: "custom", message })))
    .optional(),
  REDIS_URL: urlString(["redis:", "rediss:"]).optional(),
  FETCH_ALLOW_PRIVATE: z
    .string()
    .trim()
    .refine((v) => v.split(",").every((e) => parseAllowEntry(e.trim()) !== null), "must be a comma-separated list of IP[:port] (e.g. 192.168.1.20:8080)")
    .optional(),
  HISTORY_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(DEFAULT_RETENTION_DAYS),
  PUSH_ALLOW_HOSTS: z
    .string()
    .trim()
    .refine((v) => v.split(",").every((e) => /^[a-z0-9.-]+(:\d{1,5})?$|^\[[0-9a-f:.]+\](:\d{1,5})?$/i.test(e.trim())), "must be a comma-separated list of host[:port]")
    .optional(),
  PUSH_CHECK_SECONDS: z.coerce.number().int().min(1).max(3600).default(DEFAULT_PUSH_CHECK_SECONDS),
  TRUST_PROXY: z
    .string()
    .trim()
    .refine((v) => v.split(",").every((e) => isTrustedProxyEntry(e.trim())), "must be a comma-separated list of proxy addresses: IP, IP/prefix, loopback, linklocal or uniquelocal")
    .optional(),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
});

export interface RateLimits {
  /** Magic-link sends per e-mail address per window. */
  sendPerEmail: number;
  /** Magic-link sends per client IP per window. */
  sendPerIp: number;
  /** Token verifications per client IP per window. */
  verifyPerIp: number;
  /** Per user and route: product lookups, receipt uploads and AI calls (receipt text, food photo). */
  aiPerUser: number;
  /** Calls per personal API token per window (issue 23 item 5), over all the routes tokens may call. */
  apiTokenPerToken: number;
  /** Window length in ms. */
  windowMs: number;
}

/** The AI part of the configuration (AI_PROVIDER, AI_BASE_URL, AI_API_KEY, AI_MODEL, AI_VISION_MODEL, AI_IMAGE_MODEL). */
export interface AiConfig {
  provider: string;
  baseUrl?: string;
  apiKey?: string;
  model?: string;
  visionModel?: string;
  imageModel?: string;
}

export interface AppConfig {
  port: number;
  host: string;
  publicUrl: string;
  dataDir: string;
  databaseUrl?: string;
  smtpUrl?: string;
  mailFrom: string;
  /**
   * AI_*: `provider` is canonical ("local", "openai", "ollama", … see ai-providers.ts);
   * `baseUrl` as set (the provider's default applies when absent); `model` is set for every
   * provider but local; `visionModel` / `imageModel` enable food photos / recipe images by model.
   */
  ai: AiConfig;
  productLookupUrl: string;
  /**
   * FETCH_ALLOW_PRIVATE: private addresses (and extra ports) that URLs users give (recipe import,
   * image URLs) may reach, e.g. a recipe server on the home network. Empty by default: only public
   * addresses on ports 80/443/8080/8443.
   */
  fetchAllowPrivate: { address: string; port: number | null }[];
  storageUrl?: string;
  redisUrl?: string;
  logLevel: string;
  rateLimits: RateLimits;
  /** Magic-link lifetime in seconds (15 minutes). */
  magicLinkTtlSec: number;
  /**
   * HISTORY_RETENTION_DAYS: pantry history older than this many days is purged once a day
   * (SPEC §9: 30 by default; 1–3650). Optional here so hand-built configs (tests) get the default.
   */
  historyRetentionDays?: number;
  /**
   * PUSH_ALLOW_HOSTS: extra push services ("host[:port]", http or https) that browser push
   * subscriptions may point at, besides the browsers' own (modules/push/endpoint-policy.ts): a
   * self-hosted push service, or the tests' loopback one. Empty by default.
   */
  pushAllowHosts?: string[];
  /**
   * TRUST_PROXY: addresses of the reverse proxies / load balancers in front of the server. A
   * request from one of them is taken to come from the address its X-Forwarded-For names (per-IP
   * sign-in limits then count real clients, not the proxy); from anyone else that header is
   * ignored. Empty by default: the socket's address is the client.
   */
  trustProxy?: string[];
  /** Whether this process runs the meal-reminder loop (loadConfig: on; API tests: off). */
  pushReminders?: boolean;
  /**
   * PUSH_CHECK_SECONDS: how often the reminder and digest loops look for what is due (1–3600;
   * DEFAULT_PUSH_CHECK_SECONDS). Both are due to the minute, so the default loses nothing; tests
   * that wait for a push set a few seconds.
   */
  pushCheckSeconds?: number;
  /** Directory of the built client (served with SPA fallback); absent in API tests. */
  webDir?: string;
}

/**
 * Defaults: 5 links per e-mail and 20 per IP per 15 min; 30 verifications per IP per 15 min;
 * 150 product lookups / receipt uploads / AI calls per user and route per 15 min (a big
 * shopping trip scanned item by item stays well below); 300 calls per API token per 15 min (a
 * script polling the pantry and plan every minute uses 30).
 */
export const DEFAULT_RATE_LIMITS: RateLimits = {
  sendPerEmail: 5,
  sendPerIp: 20,
  verifyPerIp: 30,
  aiPerUser: 150,
  apiTokenPerToken: 300,
  windowMs: 15 * 60 * 1000,
};

/**
 * The AI variables' rules that span several keys (ai-providers.ts):
 * AI_PROVIDER must be a known name; any provider but `local` needs AI_MODEL; `openai-compatible`
 * (no default address) needs AI_BASE_URL; hosted services (openai, openrouter, anthropic) need
 * AI_API_KEY. Input: the non-empty variables. Output: "NAME: problem" lines ([] when fine).
 */
export function aiConfigProblems(present: Record<string, string | undefined>): string[] {
  const raw = present.AI_PROVIDER?.trim() || "local";
  const name = canonicalProvider(raw);
  if (name === null) return [`AI_PROVIDER: unknown provider "${raw}" (choose one of ${PROVIDER_CHOICES.join(", ")})`];
  if (name === "local") return [];
  const spec = LLM_PROVIDERS[name];
  const problems: string[] = [];
  if (!present.AI_MODEL?.trim())
    problems.push(`AI_MODEL: required when AI_PROVIDER=${name} (the model name the server knows, e.g. llama3.1:8b or gpt-4o-mini)`);
  if (!spec.defaultBaseUrl && !present.AI_BASE_URL?.trim())
    problems.push(`AI_BASE_URL: required when AI_PROVIDER=${name} (e.g. http://127.0.0.1:8000/v1)`);
  if (spec.needsApiKey && !present.AI_API_KEY?.trim()) problems.push(`AI_API_KEY: required when AI_PROVIDER=${name}`);
  return problems;
}

/**
 * Parse `env` into a frozen AppConfig.
 * @throws Error listing every invalid variable as "NAME: problem".
 */
export function loadConfig(env: NodeJS.ProcessEnv): AppConfig {
  const present = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== "")) as Record<string, string>;
  const parsed = envSchema.safeParse(present);
  const lines = [
    ...(parsed.success ? [] : parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`)),
    ...aiConfigProblems(present),
  ];
  if (!parsed.success || lines.length > 0) {
    throw new Error(`Invalid configuration:\n${lines.map((l) => `  ${l}`).join("\n")}`);
  }
  const e = parsed.data;
  const config: AppConfig = {
    port: e.PORT,
    host: e.HOST,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ""),
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    ai: {
      provider: canonicalProvider(e.AI_PROVIDER) ?? e.AI_PROVIDER,
      baseUrl: e.AI_BASE_URL,
      apiKey: e.AI_API_KEY,
      model: e.AI_MODEL,
      visionModel: e.AI_VISION_MODEL,
      imageModel: e.AI_IMAGE_MODEL,
    },
    productLookupUrl: e.PRODUCT_LOOKUP_URL,
    fetchAllowPrivate: (e.FETCH_ALLOW_PRIVATE ?? "")
      .split(",")
      .map((x) => x.trim())
      .filter(Boolean)
      .map((x) => parseAllowEntry(x)!),
    storageUrl: e.STORAGE_URL,
    redisUrl: e.REDIS_URL,
    logLevel: e.LOG_LEVEL,
    rateLimits: DEFAULT_RATE_LIMITS,
    magicLinkTtlSec: 15 * 60,
    historyRetentionDays: e.HISTORY_RETENTION_DAYS,
    pushAllowHosts: (e.PUSH_ALLOW_HOSTS ?? "")
      .split(",")
      .map((x) => x.trim().toLowerCase())
      .filter(Boolean),
    trustProxy: (e.TRUST_PROXY ?? "")
      .split(",")
      .map((x) => x.trim())
      .filter(Boolean),
    pushReminders: true,
    pushCheckSeconds: e.PUSH_CHECK_SECONDS,
    webDir: path.resolve("dist/web"),
  };
  return Object.freeze(config);
}
