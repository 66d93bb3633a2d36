import { randomUUID } from "node:crypto";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { receipts } from "../../db/schema/receipts";
import { getTestServer, PUBLIC_URL, type TestServer } from "../../../../test/server/test-server";
import { sniffImage } from "../../lib/image-file";

type User = Awaited<ReturnType<TestServer["signUp"]>>;
type Part = { name: string; value: string } | { name: string; filename: string; type: string; data: Buffer };

let t: TestServer;
let a: User;
let b: User;
beforeAll(async () => {
  t = await getTestServer();
  a = await t.signUp("receipt-a@example.com", "Ann");
  b = await t.signUp("receipt-b@example.com", "Ben");
});
afterAll(async () => t?.close());

/** A multipart/form-data body, as a browser's FormData would send it. */
function formData(parts: Part[]) {
  const boundary = `----pm${randomUUID().replace(/-/g, "")}`;
  const chunks: Buffer[] = [];
  for (const p of parts) {
    const file = "filename" in p ? `; filename="${p.filename}"\r\nContent-Type: ${p.type}` : "";
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${p.name}"${file}\r\n\r\n`));
    chunks.push("data" in p ? p.data : Buffer.from(p.value));
    chunks.push(Buffer.from("\r\n"));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

function upload(u: User, parts: Part[]) {
  const { payload, contentType } = formData(parts);
  return t.app.inject({ method: "POST", url: "/api/receipts", headers: { cookie: u.cookie, origin: PUBLIC_URL, "content-type": contentType }, payload });
}

const receiptParts = (u: User, data: Buffer, type = "image/jpeg", ocrText = "MILK 1.99\nBREAD 2.49"): Part[] => [
  { name: "receipt", filename: "receipt.jpg", type, data },
  { name: "householdId", value: u.user.householdId },
  { name: "ocrText", value: ocrText },
];

const photo = (format: "jpeg" | "png" | "webp" | "gif", width = 300, height = 200) =>
  sharp({ create: { width, height, channels: 3, background: { r: 240, g: 240, b: 230 } } })
    .toFormat(format)
    .toBuffer();

describe("POST /api/receipts", () => {
  it("stores a re-encoded image without metadata and its OCR text; the image is served to the household", async () => {
    const original = await sharp({ create: { width: 3000, height: 1200, channels: 3, background: "#eeeeee" } })
      .withExif({ IFD0: { Make: "PhoneCo", Model: "Secret Phone" } })
      .jpeg()
      .toBuffer();
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const res = await upload(a, receiptParts(a, original));
    expect(res.statusCode).toBe(201);
    const stored = res.json();
    expect(stored).toMatchObject({ imageUrl: `/api/receipts/${stored.id}/image`, ocrText: "MILK 1.99\nBREAD 2.49" });
    expect(new Date(stored.createdAt).getTime()).toBeGreaterThan(Date.now() - 60_000);
    const [row] = await t.db().select().from(receipts).where(eq(receipts.id, stored.id));
    expect(row).toMatchObject({ householdId: a.user.householdId, userId: a.user.id, contentType: "image/jpeg" });

    const img = await t.as(a.cookie)("GET", stored.imageUrl);
    expect(img.statusCode).toBe(200);
    expect(img.headers).toMatchObject({
      "content-type": "image/jpeg",
      "x-content-type-options": "nosniff",
      "content-disposition": "inline",
      "cache-control": "private, max-age=86400",
    });
    const meta = await sharp(img.rawPayload).metadata();
    expect(meta).toMatchObject({ format: "jpeg", width: 2000, height: 800 });
    expect(meta.exif).toBeUndefined();
  });

  it("accepts PNG, WebP and GIF by their bytes, whatever content type the client claims", async () => {
    for (const format of ["png", "webp", "gif"] as const) {
      const res = await upload(a, receiptParts(a, await photo(format), "application/octet-stream"));
      expect(res.statusCode, format).toBe(201);
    }
  });

  it("refuses what is not an image, with the SPEC text", async () => {
    const notImages = [Buffer.from("GIF8 this is text, not an image at all"), Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(200, 7)])];
    for (const data of notImages) {
      const res = await upload(a, receiptParts(a, data, "image/png"));
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe("Please select an image file (JPG, PNG, etc.)");
    }
    const none = await upload(a, [{ name: "householdId", value: a.user.householdId }, { name: "ocrText", value: "" }]);
    expect(none.statusCode).toBe(400);
    expect(none.json().error).toBe("Please select an image file (JPG, PNG, etc.)");
  });

  it("refuses a file over 10 MB with the SPEC text (413), never a 500", async () => {
    const big = Buffer.concat([await photo("jpeg"), Buffer.alloc(10 * 1024 * 1024)]);
    const res = await upload(a, receiptParts(a, big));
    expect(res.statusCode).toBe(413);
    expect(res.json().error).toBe("Please select an image smaller than 10MB");
  });

  it("refuses a second file, bad fields and non-multipart bodies", async () => {
    const jpeg = await photo("jpeg");
    const two = await upload(a, [...receiptParts(a, jpeg), { name: "receipt", filename: "b.jpg", type: "image/jpeg", data: jpeg }]);
    expect(two.statusCode).toBe(400);
    expect(two.json().error).toBe("Send one receipt image at a time.");
    const noHousehold = await upload(a, [{ name: "receipt", filename: "r.jpg", type: "image/jpeg", data: jpeg }]);
    expect(noHousehold.statusCode).toBe(400);
    expect(noHousehold.json().issues[0].path).toBe("body.householdId");
    const json = await t.as(a.cookie)("POST", "/api/receipts", { householdId: a.user.householdId, ocrText: "" });
    expect(json.statusCode).toBe(400);
  });

  it("keeps households apart: another household's id or receipt answers 404", async () => {
    const jpeg = await photo("jpeg");
    const wrong = await upload(b, receiptParts(a, jpeg));
    expect(wrong.statusCode).toBe(404);
    expect(wrong.json().code).toBe("NOT_FOUND");
    const mine = (await upload(a, receiptParts(a, jpeg))).json();
    expect((await t.as(b.cookie)("GET", mine.imageUrl)).statusCode).toBe(404);
    expect((await t.as(a.cookie)("GET", `/api/receipts/${randomUUID()}/image`)).statusCode).toBe(404);
    expect((await t.as(a.cookie)("GET", "/api/receipts/not-a-uuid/image")).statusCode).toBe(400);
  });

  it("needs a session and a same-origin request", async () => {
    const { payload, contentType } = formData(receiptParts(a, await photo("jpeg")));
    const anon = await t.app.inject({ method: "POST", url: "/api/receipts", headers: { origin: PUBLIC_URL, "content-type": contentType }, payload });
    expect(anon.statusCode).toBe(401);
    const crossSite = await t.app.inject({
      method: "POST",
      url: "/api/receipts",
      headers: { cookie: a.cookie, origin: "https://evil.example", "content-type": contentType },
      payload,
    });
    expect(crossSite.statusCode).toBe(403);
    const mine = (await upload(a, receiptParts(a, await photo("jpeg")))).json();
    expect((await t.app.inject({ method: "GET", url: mine.imageUrl })).statusCode).toBe(401);
  });

  it("recognises image formats by magic bytes", async () => {
    expect(sniffImage(await photo("jpeg"))).toBe("jpeg");
    expect(sniffImage(await photo("png"))).toBe("png");
    expect(sniffImage(await photo("webp"))).toBe("webp");
    expect(sniffImage(await photo("gif"))).toBe("gif");
    const ftyp = (brand: string) => Buffer.concat([Buffer.from([0, 0, 0, 0x1c]), Buffer.from(`ftyp${brand}`), Buffer.alloc(16)]);
    expect(sniffImage(ftyp("avif"))).toBe("avif");
    expect(sniffImage(ftyp("heic"))).toBe("heic");
    expect(sniffImage(ftyp("isom"))).toBeNull();
    expect(sniffImage(Buffer.from("<svg xmlns='http://www.w3.org/2000/svg'/>"))).toBeNull();
  });
});

describe("POST /api/ai/process-receipt", () => {
  it("answers the items read from the OCR text", async () => {
    const res = await t.as(a.cookie)("POST", "/api/ai/process-receipt", { ocrText: "WHOLE MILK 1L 1.29\nBANANAS 0.89" });
    expect(res.statusCode).toBe(200);
    expect(Array.isArray(res.json().items)).toBe(true);
    expect((await t.as(a.cookie)("POST", "/api/ai/process-receipt", { ocrText: "x".repeat(100_001) })).statusCode).toBe(400);
    expect((await t.as(a.cookie)("POST", "/api/ai/process-receipt", {})).statusCode).toBe(400);
  });
});
