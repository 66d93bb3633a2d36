/**
 * Where stored files live (receipt images, recipe images, raw image uploads). Implementations are
 * in lib/storage.ts (disk, memory) and lib/storage-s3.ts (S3-compatible object storage).
 */
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
