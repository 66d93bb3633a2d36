import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { assertStorageKey, createDiskStorage, createMemoryStorage, createStorage, newStorageKey, type Storage } from "./storage";

const dirs: string[] = [];
afterAll(async () => {
  for (const d of dirs) await rm(d, { recursive: true, force: true });
});

async function tempDir() {
  const d = await mkdtemp(path.join(tmpdir(), "pm-storage-"));
  dirs.push(d);
  return d;
}

async function roundTrip(s: Storage) {
  const key = newStorageKey("receipts", "jpg");
  expect(await s.get(key)).toBeNull();
  await s.put(key, Buffer.from([1, 2, 3]), "image/jpeg");
  expect(await s.get(key)).toEqual({ bytes: Buffer.from([1, 2, 3]), contentType: "image/jpeg" });
  await s.put(key, Buffer.from([4]), "image/webp");
  expect(await s.get(key)).toEqual({ bytes: Buffer.from([4]), contentType: "image/webp" });
  await s.delete(key);
  expect(await s.get(key)).toBeNull();
  await s.delete(key); // deleting twice is fine
}

describe("storage", () => {
  it("makes keys of our own shape and refuses any other", () => {
    expect(newStorageKey("receipts", "jpg")).toMatch(/^receipts\/[0-9a-f-]{36}\.jpg$/);
    for (const bad of ["../etc/passwd", "receipts/../../x.jpg", "/abs/x.jpg", "receipts/x", "receipts/X.jpg", "x.jpg", "receipts//x.jpg", "receipts/x.jpg.type", ""]) {
      expect(() => assertStorageKey(bad), bad).toThrow(/Invalid storage key/);
    }
  });

  it("memory storage stores, replaces and deletes", async () => {
    await roundTrip(createMemoryStorage());
    await expect(createMemoryStorage().get("../x.jpg")).rejects.toThrow(/Invalid storage key/);
  });

  it("disk storage stores under the root only and leaves no temporary files", async () => {
    const root = await tempDir();
    const s = createDiskStorage(root);
    await roundTrip(s);
    const key = newStorageKey("receipts", "png");
    await s.put(key, Buffer.from("png"), "image/png");
    expect((await readdir(path.join(root, "receipts"))).sort()).toEqual([key.split("/")[1], `${key.split("/")[1]}.type`].sort());
    await expect(s.put("../../escape.jpg", Buffer.from("x"), "image/jpeg")).rejects.toThrow(/Invalid storage key/);
  });

  it("picks memory for memory:// and DATA_DIR/uploads otherwise; STORAGE_URL only warns for now", async () => {
    const warnings: string[] = [];
    const root = await tempDir();
    const s = createStorage({ dataDir: root, storageUrl: "s3://bucket" }, (m) => warnings.push(m));
    const key = newStorageKey("receipts", "jpg");
    await s.put(key, Buffer.from("x"), "image/jpeg");
    expect(await readdir(path.join(root, "uploads", "receipts"))).toContain(key.split("/")[1]);
    expect(warnings).toHaveLength(1);
    await roundTrip(createStorage({ dataDir: "memory://" }));
  });
});
