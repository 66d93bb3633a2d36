/**
 * Stored files (receipt images, recipe images, raw image uploads). Keys are made by the server
 * with `newStorageKey` — never from user input — and checked again by every call, so a key can
 * never name a path outside the store.
 *
 * Implementations: local disk under `DATA_DIR/uploads` (default), memory (DATA_DIR "memory://",
 * as in tests), and S3-compatible object storage when STORAGE_URL is set (storage-s3.ts; URL
 * forms in storage-url.ts). Every implementation passes the same contract (storage-contract.ts).
 */
import { randomUUID } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { createS3Storage } from "./storage-s3";
import { parseStorageUrl } from "./storage-url";

export interface StoredObject {
  bytes: Buffer;
  /** MIME type given to `put`, e.g. "image/jpeg". */
  contentType: string;
}

export interface Storage {
  /** Store `bytes` under `key` (replacing any earlier object). @throws Error on a malformed key */
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** The object under `key`, or null when there is none. */
  get(key: string): Promise<StoredObject | null>;
  /** Remove the object under `key`; a missing object is not an error. */
  delete(key: string): Promise<void>;
  /**
   * Every object whose key starts with `prefix`, in ascending key order, with its size in bytes.
   * Only keys of our own shape are listed (a shared bucket's other objects, disk sidecars and
   * unfinished writes are not). Used by backups and by household deletion.
   * @param prefix "" for everything, or folders ending in "/", e.g. "recipe-images/{householdId}/"
   * @throws Error on a malformed prefix
   */
  list(prefix: string): AsyncIterable<{ key: string; size: number }>;
}

/** Folders and a file name of lower-case letters, digits and dashes, with an extension. */
const KEY_PATTERN = /^(?:[a-z0-9][a-z0-9-]{0,62}\/){1,4}[a-z0-9][a-z0-9-]{0,62}\.[a-z0-9]{1,5}$/;

/** "" or one to four folders, each ending in "/". */
const PREFIX_PATTERN = /^(?:[a-z0-9][a-z0-9-]{0,62}\/){0,4}$/;

/** Whether `key` has the shape `newStorageKey` makes. */
export function isStorageKey(key: string): boolean {
  return KEY_PATTERN.test(key);
}

/** @throws Error unless `key` has the shape `newStorageKey` makes. */
export function assertStorageKey(key: string): void {
  if (!KEY_PATTERN.test(key)) throw new Error(`Invalid storage key: ${JSON.stringify(key)}`);
}

/** @throws Error unless `prefix` is "" or folders ending in "/" (see Storage.list). */
export function assertStoragePrefix(prefix: string): void {
  if (!PREFIX_PATTERN.test(prefix)) throw new Error(`Invalid storage prefix: ${JSON.stringify(prefix)}`);
}

/**
 * A fresh key: `{folder}/{random uuid}.{ext}`, e.g. "receipts/3f0c…e1.jpg".
 * @param folder lower-case letters, digits, dashes and slashes, e.g. "receipts"
 * @param ext file extension without the dot, e.g. "jpg"
 */
export function newStorageKey(folder: string, ext: string): string {
  const key = `${folder}/${randomUUID()}.${ext}`;
  assertStorageKey(key);
  return key;
}

/** Objects kept in memory (tests; DATA_DIR "memory://"). */
export function createMemoryStorage(): Storage {
  const objects = new Map<string, StoredObject>();
  return {
    async put(key, bytes, contentType) {
      assertStorageKey(key);
      objects.set(key, { bytes: Buffer.from(bytes), contentType });
    },
    async get(key) {
      assertStorageKey(key);
      const o = objects.get(key);
      return o ? { bytes: Buffer.from(o.bytes), contentType: o.contentType } : null;
    },
    async delete(key) {
      assertStorageKey(key);
      objects.delete(key);
    },
    async *list(prefix) {
      assertStoragePrefix(prefix);
      const keys = [...objects.keys()].filter((k) => k.startsWith(prefix)).sort();
      for (const key of keys) {
        const o = objects.get(key);
        if (o) yield { key, size: o.bytes.length };
      }
    },
  };
}

/**
 * Objects as files under `root`: the bytes in `root/{key}`, the content type in
 * `root/{key}.type`. Writes go to a temporary file first and are renamed into place, so a
 * reader never sees half a file.
 */
export function createDiskStorage(root: string): Storage {
  const base = path.resolve(root);
  const fileOf = (key: string) => {
    assertStorageKey(key);
    const file = path.resolve(base, key);
    if (!file.startsWith(base + path.sep)) throw new Error(`Invalid storage key: ${JSON.stringify(key)}`);
    return file;
  };
  const missing = (err: unknown) => (err as NodeJS.ErrnoException).code === "ENOENT";
  return {
    async put(key, bytes, contentType) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      const tmp = `${file}.${randomUUID()}`;
      await writeFile(`${tmp}.type.tmp`, contentType);
      await rename(`${tmp}.type.tmp`, `${file}.type`);
      await writeFile(`${tmp}.tmp`, bytes);
      await rename(`${tmp}.tmp`, file);
    },
    async get(key) {
      const file = fileOf(key);
      try {
        const [bytes, type] = await Promise.all([readFile(file), readFile(`${file}.type`, "utf8")]);
        return { bytes, contentType: type.trim() || "application/octet-stream" };
      } catch (err) {
        if (missing(err)) return null;
        throw err;
      }
    },
    async delete(key) {
      const file = fileOf(key);
      await rm(file, { force: true });
      await rm(`${file}.type`, { force: true });
    },
    async *list(prefix) {
      assertStoragePrefix(prefix);
      const dir = path.join(base, prefix);
      if (!existsSync(dir)) return;
      const keys = (await readdir(dir, { recursive: true, withFileTypes: true }))
        .filter((e) => e.isFile())
        .map((e) => path.relative(base, path.join(e.parentPath, e.name)).split(path.sep).join("/"))
        .filter(isStorageKey) // leaves out the ".type" sidecars and unfinished "*.tmp" writes
        .sort();
      for (const key of keys) {
        const size = await stat(path.join(base, key)).then((s) => s.size, (err: unknown) => (missing(err) ? null : Promise.reject(err)));
        if (size !== null) yield { key, size };
      }
    },
  };
}

/**
 * The storage for this configuration: S3-compatible object storage when `storageUrl` is set
 * (forms in storage-url.ts), else memory when `dataDir` is "memory://", else local disk under
 * `{dataDir}/uploads`. `warn` is told when the object store is reached over plain http on a
 * host other than loopback (keys and files would cross the network unencrypted).
 * @throws Error listing the problems of a malformed `storageUrl` (env.ts refuses those at start)
 */
export function createStorage(config: { dataDir: string; storageUrl?: string }, warn: (msg: string) => void = () => {}): Storage {
  if (config.storageUrl) {
    const parsed = parseStorageUrl(config.storageUrl);
    if (!parsed.location) throw new Error(`STORAGE_URL: ${parsed.problems.join("; ")}`);
    const endpoint = parsed.location.endpoint ? new URL(parsed.location.endpoint) : null;
    if (endpoint?.protocol === "http:" && !["127.0.0.1", "localhost", "[::1]"].includes(endpoint.hostname)) {
      warn("STORAGE_URL uses http:// to a host other than loopback: stored files (receipts, recipe images) travel unencrypted. Prefer https://.");
    }
    return createS3Storage(parsed.location);
  }
  if (config.dataDir === "memory://") return createMemoryStorage();
  return createDiskStorage(path.join(config.dataDir, "uploads"));
}
