import { mkdtemp, readdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { createDiskStorage, createMemoryStorage, createStorage } from "./storage";
import { describeStorageContract, listAll } from "../../../test/server/contracts/storage-contract";

import { assertStorageKey, newStorageKey } from "./storage-keys";
const dirs: string[] = [];
afterAll(async () => {
  for (const d of dirs) await rm(d, { recursive: true, force: true });
});

async function tempDir() {
  const d = await mkdtemp(path.join(tmpdir(), "pm-storage-"));
  dirs.push(d);
  return d;
}

describeStorageContract("memory", () => createMemoryStorage());
describeStorageContract("disk", async () => createDiskStorage(await tempDir()));

describe("storage", () => {
  it("makes keys of our own shape and refuses any other", () => {
    expect(newStorageKey("receipts", "jpg")).toMatch(/^receipts\/[0-9a-f-]{36}\.jpg$/);
    for (const bad of ["../etc/passwd", "receipts/../../x.jpg", "/abs/x.jpg", "receipts/x", "receipts/X.jpg", "x.jpg", "receipts//x.jpg", "receipts/x.jpg.type", ""]) {
      expect(() => assertStorageKey(bad), bad).toThrow(/Invalid storage key/);
    }
  });

  it("disk storage stores under the root only, leaves no temporary files and lists neither sidecars nor stray files", async () => {
    const root = await tempDir();
    const s = createDiskStorage(root);
    const key = newStorageKey("receipts", "png");
    await s.put(key, Buffer.from("png"), "image/png");
    expect((await readdir(path.join(root, "receipts"))).sort()).toEqual([key.split("/")[1], `${key.split("/")[1]}.type`].sort());
    await writeFile(path.join(root, "receipts", "half-written.jpg.1234.tmp"), "x");
    await writeFile(path.join(root, "receipts", "Notes.txt"), "x");
    expect(await listAll(s, "")).toEqual([{ key, size: 3 }]);
    await expect(s.put("../../escape.jpg", Buffer.from("x"), "image/jpeg")).rejects.toThrow(/Invalid storage key/);
  });

  it("picks S3 for STORAGE_URL, memory for memory:// and DATA_DIR/uploads otherwise", async () => {
    const root = await tempDir();
    const disk = createStorage({ dataDir: root });
    const key = newStorageKey("receipts", "jpg");
    await disk.put(key, Buffer.from("x"), "image/jpeg");
    expect(await readdir(path.join(root, "uploads", "receipts"))).toContain(key.split("/")[1]);
    expect(await createStorage({ dataDir: "memory://" }).get(key)).toBeNull();

    const warnings: string[] = [];
    const s3 = createStorage({ dataDir: root, storageUrl: "https://K:S@r2.example.com/bucket?region=auto" }, (m) => warnings.push(m));
    expect(s3).toHaveProperty("presignPut");
    expect(warnings).toEqual([]);
    createStorage({ dataDir: root, storageUrl: "http://K:S@minio.lan:9000/bucket" }, (m) => warnings.push(m));
    expect(warnings).toEqual([expect.stringMatching(/http:\/\/ to a host other than loopback/)]);
    expect(() => createStorage({ dataDir: root, storageUrl: "s3://bucket" })).toThrow(/STORAGE_URL: s3:\/\/ needs \?region=/);
  });
});
