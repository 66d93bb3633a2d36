/**
 * Upload XSS (issue 9 item 3; Grocy CVE-2024-55074): a file that claims to be a PNG but holds HTML
 * or SVG is refused, a real image carrying markup is re-encoded so the markup is gone, and served
 * user images can never run as a page: a fixed image Content-Type, nosniff, and a sandboxing CSP.
 */
import { randomUUID } from "node:crypto";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { NOT_AN_IMAGE } from "../../../src/server/lib/image-file";
import { PUBLIC_URL } from "../test-server";
import { expectCommonHeaders, parseCsp } from "./csp";
import { openApp } from "./open-app";

let s: Awaited<ReturnType<typeof openApp>>;
let cookie: string;
let householdId: string;
beforeAll(async () => {
  s = await openApp();
  cookie = await s.signUp("uploader@example.com");
  householdId = (await s.app.inject({ method: "GET", url: "/api/me", headers: { cookie } })).json().householdId;
});
afterAll(async () => s?.close());

const HTML = Buffer.from('<!doctype html><html><body><script>alert(document.cookie)</script><img src=x onerror="alert(1)"></body></html>');
const SVG = Buffer.from('<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script></svg>');
const png = () =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: { r: 30, g: 160, b: 90 } } })
    .png()
    .toBuffer();
/** Markup that must never come back out of the server. */
const MARKUP = /<script|onerror|onload|<svg|<html/i;

const same = { origin: PUBLIC_URL, "sec-fetch-site": "same-origin" };

async function putRecipeImage(
  bytes: Buffer,
): Promise<{ put: number; normalize?: { statusCode: number; body: string; json: () => { imageUrl: string } } }> {
  const link = await s.app.inject({ method: "POST", url: "/api/images/upload", headers: { ...same, cookie } });
  const { uploadURL } = link.json() as { uploadURL: string };
  const put = await s.app.inject({
    method: "PUT",
    url: uploadURL,
    headers: { ...same, cookie, "content-type": "image/png" },
    payload: bytes,
  });
  if (put.statusCode !== 200) return { put: put.statusCode };
  const normalize = await s.app.inject({
    method: "POST",
    url: "/api/images/normalize",
    headers: { ...same, cookie, "content-type": "application/json" },
    payload: { uploadURL },
  });
  return { put: put.statusCode, normalize };
}

function postReceipt(file: Buffer, filename = "receipt.png", type = "image/png") {
  const boundary = `----pm${randomUUID().replace(/-/g, "")}`;
  const head = (name: string, extra = "") => Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"${extra}\r\n\r\n`);
  const payload = Buffer.concat([
    head("receipt", `; filename="${filename}"\r\nContent-Type: ${type}`),
    file,
    Buffer.from("\r\n"),
    head("householdId"),
    Buffer.from(householdId),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return s.app.inject({
    method: "POST",
    url: "/api/receipts",
    headers: { ...same, cookie, "content-type": `multipart/form-data; boundary=${boundary}` },
    payload,
  });
}

/** A served user file: an image type, nosniff, and a CSP that sandboxes it and allows nothing to load or run. */
function expectInertImage(res: { headers: Record<string, unknown>; rawPayload: Buffer }, type: RegExp, label: string) {
  expect(String(res.headers["content-type"]), label).toMatch(type);
  expectCommonHeaders(res.headers, label);
  const csp = parseCsp(res.headers["content-security-policy"]);
  expect(csp["default-src"], label).toEqual(["'none'"]);
  expect(csp.sandbox, label).toEqual([]);
  expect(csp["script-src"], label).toBeUndefined();
  expect(res.rawPayload.toString("latin1"), label).not.toMatch(MARKUP);
}

describe("files disguised as images", () => {
  it("HTML or SVG sent as image/png with a .png name is refused, for recipe images and receipts, and nothing is stored", async () => {
    const writes = s.writes.length;
    for (const [name, bytes] of [
      ["HTML", HTML],
      ["SVG", SVG],
    ] as const) {
      expect((await putRecipeImage(bytes)).put, name).toBe(400);
      const receipt = await postReceipt(bytes, "photo.png");
      expect(receipt.statusCode, name).toBe(400);
      expect(receipt.json().error).toBe(NOT_AN_IMAGE);
    }
    expect(s.writes.slice(writes)).toEqual([]);
  });

  it("PNG magic bytes in front of HTML pass the magic-byte check but are refused when the header is read; nothing is stored", async () => {
    const fake = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), HTML]);
    const writes = s.writes.length;
    const res = await putRecipeImage(fake);
    expect(res.put).toBe(400);
    expect((await postReceipt(fake)).statusCode).toBe(400);
    expect(s.writes.slice(writes).filter((w) => w.startsWith("put "))).toEqual([]);
  });

  it("a real PNG with HTML and SVG appended (a polyglot) is re-encoded: what is served is a clean image without the markup", async () => {
    const polyglot = Buffer.concat([await png(), HTML, SVG]);
    const { normalize } = await putRecipeImage(polyglot);
    expect(normalize!.statusCode, normalize!.body).toBe(200);
    const served = await s.app.inject({ method: "GET", url: normalize!.json().imageUrl, headers: { cookie } });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.subarray(8, 12).toString("latin1")).toBe("WEBP");
    expectInertImage(served, /^image\/webp$/, "recipe image");

    const receipt = await postReceipt(polyglot);
    expect(receipt.statusCode, receipt.body).toBe(201);
    const image = await s.app.inject({ method: "GET", url: `/api/receipts/${receipt.json().id}/image`, headers: { cookie } });
    expect(image.statusCode).toBe(200);
    expect([...image.rawPayload.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
    expectInertImage(image, /^image\/jpeg$/, "receipt image");
  });
});

describe("the placeholder picture", () => {
  it("is an SVG with no script allowed, framed by nobody", async () => {
    const res = await s.app.inject({ method: "GET", url: "/api/placeholder/idea-omelette.svg" });
    expect(res.statusCode).toBe(200);
    expect(String(res.headers["content-type"])).toMatch(/^image\/svg\+xml/);
    expectCommonHeaders(res.headers, "placeholder");
    const csp = parseCsp(res.headers["content-security-policy"]);
    expect(csp["default-src"]).toEqual(["'none'"]);
    expect(csp["script-src"]).toBeUndefined();
    expect(res.body).not.toMatch(/<script|on[a-z]+=/i);
  });
});
