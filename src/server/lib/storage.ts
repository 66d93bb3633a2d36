/**
 * Stored files (receipt images, recipe images, raw image uploads). Keys are made by the server
 * with `newStorageKey` — never from user input — and checked again by every call, so a key can
 * never name a path outside the store.
 *
 * Implementations: local disk under `DATA_DIR/uploads` (default), memory (DATA_DIR "memory://",
 * as in tests), and S3-compatible object storage when STORAGE_URL is set (storage-s3.ts; URL
 * forms in storage-url.ts). Every implementation passes the same contract (test/server/contracts/storage-contract.ts).
 */
import { randomUUID } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { createS3Storage } from "./storage-s3";
import { parseStorageUrl } from "../kernel/config/storage-url";
import type { Storage, StoredObject } from "../kernel/ports/storage";
import { assertStorageKey, assertStoragePrefix, isStorageKey } from "./storage-keys";

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
