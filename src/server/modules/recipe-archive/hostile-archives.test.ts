import { gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { fakePng, makeZip } from "../../../../test/server/fixtures/make-zip";
import { readRecipeArchive } from "./read-archive";
import { ArchiveRefusedError, DEFAULT_ARCHIVE_LIMITS, UnknownArchiveFormatError } from "./limits";

const recipeJson = (name: string, extra: Record<string, unknown> = {}) =>
  JSON.stringify({ "@type": "Recipe", name, recipeIngredient: ["1 cup rice"], recipeInstructions: ["Cook."], ...extra });
const read = (bytes: Buffer, limits = DEFAULT_ARCHIVE_LIMITS) => readRecipeArchive({ bytes, filename: "upload.zip" }, limits);

describe("hostile archives are refused before anything is taken", () => {
  it("refuses a zip bomb: an entry that would inflate more than 100 times its packed size", async () => {
    const zip = makeZip([{ name: "bomb.json", bytes: Buffer.alloc(5 * 1024 * 1024) }]);
    expect(zip.length).toBeLessThan(50_000);
    await expect(read(zip)).rejects.toThrow(/zip bomb/);
  });

  it("refuses an archive whose files together would inflate past the total cap", async () => {
    const files = Array.from({ length: 4 }, (_, i) => ({ name: `r${i}/recipe.json`, bytes: recipeJson(`Soup ${i}`) }));
    const limits = { ...DEFAULT_ARCHIVE_LIMITS, maxTotalBytes: 300 };
    await expect(read(makeZip(files), limits)).rejects.toThrow(/would unpack to more than/);
    await expect(read(makeZip(files))).resolves.toMatchObject({ format: "nextcloud" });
  });

  it("refuses an entry whose data is longer than its header says (a lying size)", async () => {
    const zip = makeZip([{ name: "Soup/recipe.json", bytes: recipeJson("Soup", { description: "x".repeat(5000) }), declaredSize: 200 }]);
    const err = await read(zip).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ArchiveRefusedError);
    expect((err as ArchiveRefusedError).reason).toMatch(/does not match its own size/);
  });

  it.each(["../../etc/passwd", "/etc/passwd", "recipes/../../x.json", "C:/windows/x.json", "a\\..\\..\\b.json"])(
    "refuses a path-traversal name (%s) without touching the filesystem",
    async (name) => {
      const zip = makeZip([
        { name: "ok/recipe.json", bytes: recipeJson("Soup") },
        { name, bytes: "pwned" },
      ]);
      await expect(read(zip)).rejects.toThrow(/unsafe name/);
    },
  );

  it("refuses zips nested deeper than the depth cap, and reads the same recipe one level in", async () => {
    let inner = makeZip([{ name: "Soup/recipe.json", bytes: recipeJson("Soup") }]);
    await expect(read(makeZip([{ name: "wrapped.zip", bytes: inner }]))).resolves.toMatchObject({ recipes: [{ title: "Soup" }] });
    for (let i = 0; i < 4; i++) inner = makeZip([{ name: `level${i}.zip`, bytes: inner }]);
    await expect(read(inner)).rejects.toThrow(/nested more than 2 deep/);
  });

  it("refuses more files than the entry cap", async () => {
    const files = Array.from({ length: 30 }, (_, i) => ({ name: `f${i}.txt`, bytes: "x" }));
    await expect(read(makeZip(files), { ...DEFAULT_ARCHIVE_LIMITS, maxEntries: 20 })).rejects.toThrow(/more than 20 files/);
  });

  it("refuses bytes that only pretend to be a zip", async () => {
    const fake = Buffer.concat([Buffer.from("PK\u0003\u0004"), Buffer.alloc(100, 1)]);
    await expect(read(fake)).rejects.toBeInstanceOf(ArchiveRefusedError);
  });
});

describe("oversized parts are skipped with a reason, the rest is kept", () => {
  it("skips a JSON file over the text cap before parsing it and reads the other recipes", async () => {
    const zip = makeZip([
      { name: "Big/recipe.json", bytes: recipeJson("Big", { description: "y".repeat(4000) }) },
      { name: "Small/recipe.json", bytes: recipeJson("Small") },
    ]);
    const r = await read(zip, { ...DEFAULT_ARCHIVE_LIMITS, maxTextBytes: 2000 });
    expect(r.recipes.map((x) => x.title)).toEqual(["Small"]);
    expect(r.skipped).toEqual([{ name: "Big/recipe.json", reason: "The file is larger than 2 KB." }]);
  });

  it("refuses one unzipped file larger than the text cap", async () => {
    const huge = Buffer.from(`[${Array.from({ length: 200 }, (_, i) => recipeJson(`R${i}`)).join(",")}]`);
    await expect(
      readRecipeArchive({ bytes: huge, filename: "all.json" }, { ...DEFAULT_ARCHIVE_LIMITS, maxTextBytes: 10_000 }),
    ).rejects.toThrow(/a single recipe file may hold at most/);
  });

  it("stops a gzip-compressed Paprika recipe that unpacks past the cap", async () => {
    const bomb = gzipSync(Buffer.from(JSON.stringify({ name: "Bomb", ingredients: "", directions: "z".repeat(3_000_000) })));
    const zip = makeZip([{ name: "Export/Bomb.paprikarecipe", bytes: bomb, store: true }]);
    const r = await read(zip, { ...DEFAULT_ARCHIVE_LIMITS, maxTextBytes: 100_000 });
    expect(r.recipes).toEqual([]);
    expect(r.skipped[0].reason).toMatch(/larger than .* when unpacked/);
  });

  it("keeps the recipe but drops a picture over the image cap, or one that is not an image, saying why", async () => {
    const zip = makeZip([
      { name: "Big/recipe.json", bytes: recipeJson("Big") },
      { name: "Big/full.jpg", bytes: fakePng(5000), store: true },
      { name: "Odd/recipe.json", bytes: recipeJson("Odd") },
      { name: "Odd/full.jpg", bytes: "<svg onload=alert(1)>" },
    ]);
    const r = await read(zip, { ...DEFAULT_ARCHIVE_LIMITS, maxImageBytes: 1000 });
    expect(r.recipes.map((x) => [x.title, x.image])).toEqual([
      ["Big", null],
      ["Odd", null],
    ]);
    expect(r.skipped.map((s) => s.name)).toEqual(["Big/full.jpg", "Odd/full.jpg"]);
    expect(r.skipped[0].reason).toMatch(/picture is larger than/);
    expect(r.skipped[1].reason).toMatch(/not an image/);
  });
});

describe("unknown files", () => {
  it("names a file no reader recognises as an unknown format", async () => {
    await expect(readRecipeArchive({ bytes: Buffer.from("just some notes"), filename: "notes.txt" })).rejects.toBeInstanceOf(
      UnknownArchiveFormatError,
    );
    await expect(read(makeZip([{ name: "photo.jpg", bytes: fakePng() }]))).rejects.toBeInstanceOf(UnknownArchiveFormatError);
  });
});
