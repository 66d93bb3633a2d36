/**
 * The shape of storage keys, shared by every Storage implementation. Keys are made by the server
 * with `newStorageKey`, never from user input, and checked again on every call.
 */
import { randomUUID } from "node:crypto";

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
