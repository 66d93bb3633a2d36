/**
 * The behaviour every `Storage` implementation must have (disk, memory, S3), as Vitest cases.
 * storage.test.ts runs it on disk and memory, storage-s3.test.ts on an s3rver bucket. Not a test
 * file itself: call `describeStorageContract` inside a test file.
 */
import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";

import type { Storage } from "../../../src/server/kernel/ports/storage";
import { newStorageKey } from "../../../src/server/lib/storage-keys";
/** Every listed object under `prefix`, in the order the store gave them. */
export async function listAll(storage: Storage, prefix = ""): Promise<{ key: string; size: number }[]> {
  const out: { key: string; size: number }[] = [];
  for await (const o of storage.list(prefix)) out.push(o);
  return out;
}

/**
 * Register the contract's cases under `describe(name)`.
 * @param make returns a fresh, empty store for each case (called inside the case)
 */
export function describeStorageContract(name: string, make: () => Storage | Promise<Storage>): void {
  describe(`${name}: storage contract`, () => {
    it("stores, replaces and deletes an object with its content type; a missing key is null", async () => {
      const s = await make();
      const key = newStorageKey("receipts", "jpg");
      expect(await s.get(key)).toBeNull();
      await s.put(key, Buffer.from([1, 2, 3]), "image/jpeg");
      expect(await s.get(key)).toEqual({ bytes: Buffer.from([1, 2, 3]), contentType: "image/jpeg" });
      await s.put(key, Buffer.from([4]), "image/webp");
      expect(await s.get(key)).toEqual({ bytes: Buffer.from([4]), contentType: "image/webp" });
      await s.delete(key);
      expect(await s.get(key)).toBeNull();
      await s.delete(key); // deleting twice is fine
    });

    it("keeps binary bytes exactly, including empty objects and a 2 MB one", async () => {
      const s = await make();
      const big = randomBytes(2 * 1024 * 1024);
      const all = Buffer.from(Array.from({ length: 256 }, (_, i) => i));
      const [k1, k2, k3] = [newStorageKey("image-uploads", "bin"), newStorageKey("image-uploads", "used"), newStorageKey("receipts", "png")];
      await s.put(k1, big, "image/png");
      await s.put(k2, Buffer.alloc(0), "application/octet-stream");
      await s.put(k3, all, "image/png");
      expect((await s.get(k1))!.bytes.equals(big)).toBe(true);
      expect(await s.get(k2)).toEqual({ bytes: Buffer.alloc(0), contentType: "application/octet-stream" });
      expect((await s.get(k3))!.bytes.equals(all)).toBe(true);
    });

    it("refuses keys and prefixes of any other shape, before touching the store", async () => {
      const s = await make();
      for (const bad of ["../x.jpg", "receipts/../../x.jpg", "/abs/x.jpg", "receipts/X.jpg", "receipts/x.jpg.type"]) {
        await expect(s.put(bad, Buffer.from("x"), "image/jpeg"), bad).rejects.toThrow(/Invalid storage key/);
        await expect(s.get(bad), bad).rejects.toThrow(/Invalid storage key/);
        await expect(s.delete(bad), bad).rejects.toThrow(/Invalid storage key/);
      }
      for (const bad of ["receipts", "../", "/receipts/", "Receipts/"]) {
        await expect(listAll(s, bad), bad).rejects.toThrow(/Invalid storage prefix/);
      }
    });

    it("lists objects under a prefix in key order with their sizes", async () => {
      const s = await make();
      const a = "recipe-images/aaaa/0001.webp";
      const b = "recipe-images/aaaa/0002.webp";
      const other = "recipe-images/bbbb/0001.webp";
      const receipt = newStorageKey("receipts", "jpg");
      for (const [k, n] of [[b, 2], [other, 3], [a, 1], [receipt, 4]] as const) await s.put(k, Buffer.alloc(n), "image/webp");
      expect(await listAll(s, "recipe-images/aaaa/")).toEqual([
        { key: a, size: 1 },
        { key: b, size: 2 },
      ]);
      expect((await listAll(s, "")).map((o) => o.key)).toEqual([receipt, a, b, other]) // "receipts/" sorts before "recipe-images/";
      expect(await listAll(s, "nothing-here/")).toEqual([]);
      await s.delete(a);
      expect((await listAll(s, "recipe-images/")).map((o) => o.key)).toEqual([b, other]);
    });
  });
}
