/**
 * Stored files (receipt images now; recipe images later). Keys are made by the server with
 * `newStorageKey` — never from user input — and checked again by every call, so a key can never
 * name a path outside the store.
 *
 * Implementations: local disk under `DATA_DIR/uploads` (default), memory (DATA_DIR "memory://",
 * as in tests). STORAGE_URL (S3-compatible object storage, DESIGN.md) is a later milestone: until
 * then it is reported and local disk is used.
 */
import { randomUUID } from "node:crypto";
import { mkdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";

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
}

/** Folders and a file name of lower-case letters, digits and dashes, with an extension. */
const KEY_PATTERN = /^(?:[a-z0-9][a-z0-9-]{0,62}\/){1,4}[a-z0-9][a-z0-9-]{0,62}\.[a-z0-9]{1,5}$/;

/** @throws Error unless `key` has the shape `newStorageKey` makes. */
export function assertStorageKey(key: string): void {
  if (!KEY_PATTERN.test(key)) throw new Error(`Invalid storage key: ${JSON.stringify(key)}`);
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
  };
}

/**
 * The storage for this configuration: memory when `dataDir` is "memory://", else local disk
 * under `{dataDir}/uploads`. A set `storageUrl` is not supported yet: `warn` is told and local
 * disk is used.
 */
export function createStorage(config: { dataDir: string; storageUrl?: string }, warn: (msg: string) => void = () => {}): Storage {
  if (config.storageUrl) warn("STORAGE_URL is not supported yet; files are stored under DATA_DIR/uploads.");
  if (config.dataDir === "memory://") return createMemoryStorage();
  return createDiskStorage(path.join(config.dataDir, "uploads"));
}
