import { act, type ReactNode } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { button, click, renderWithClient, settle } from "../../../../../test/web/fake-api";
import { retryAfterMs } from "../api/import-recipe-batch";
import { readUrlList } from "./url-batch-lines";
import { UrlBatchForm } from "./url-batch-form";

const footer = (submit: ReactNode) => <div>{submit}</div>;
let unmount: () => void = () => {};
afterEach(() => {
  unmount();
  vi.unstubAllGlobals();
});

type Answer = { status: number; body?: unknown; headers?: Record<string, string> };

/** fetch stubbed per URL imported: each answer in turn (a promise may be held back by the test). */
function stubImporter(answers: Record<string, (Answer | Promise<Answer>)[]>) {
  const sent: string[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (_path: string, init?: RequestInit) => {
      const { url } = JSON.parse(String(init?.body)) as { url: string };
      sent.push(url);
      const a = await answers[url].shift()!;
      return new Response(JSON.stringify(a.body ?? {}), { status: a.status, headers: { "Content-Type": "application/json", ...a.headers } });
    }),
  );
  return sent;
}

async function typeLinks(text: string) {
  const box = document.querySelector<HTMLTextAreaElement>("#recipe-url-batch")!;
  const setter = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, "value")!.set!;
  await act(async () => {
    setter.call(box, text);
    box.dispatchEvent(new Event("input", { bubbles: true }));
  });
}

const rows = () => [...document.querySelectorAll('[data-testid="url-batch-row"]')].map((r) => r.textContent);
const recipe = (id: string, title: string) => ({ id, title });

describe("readUrlList", () => {
  it("keeps each link once, drops bullets and blank lines, lists lines that are not links", () => {
    const list = readUrlList("https://a.example/x\n\n- https://b.example/y\nhttps://a.example/x#jump\nnot a link\n3. c.example/z\nftp://d.example/");
    expect(list.urls).toEqual(["https://a.example/x", "https://b.example/y", "https://c.example/z"]);
    expect(list.duplicates).toBe(1);
    expect(list.invalid).toEqual([
      { line: 5, text: "not a link" },
      { line: 7, text: "ftp://d.example/" },
    ]);
  });
  it("flags more than the maximum", () => {
    const text = Array.from({ length: 51 }, (_, i) => `https://s.example/${i}`).join("\n");
    expect(readUrlList(text).tooMany).toBe(true);
    expect(readUrlList(text, 60).tooMany).toBe(false);
  });
});

describe("retryAfterMs", () => {
  it("reads seconds and HTTP dates, bounded, with a default", () => {
    expect(retryAfterMs("7")).toBe(7000);
    expect(retryAfterMs(new Date(Date.UTC(2030, 0, 1, 0, 0, 20)).toUTCString(), Date.UTC(2030, 0, 1))).toBe(20_000);
    expect(retryAfterMs("0")).toBe(1000);
    expect(retryAfterMs("99999")).toBe(15 * 60_000);
    expect(retryAfterMs(null)).toBe(30_000);
    expect(retryAfterMs("soon")).toBe(30_000);
  });
});

describe("Several links tab", { timeout: 30_000 }, () => {
  it("reports lines that are not links before anything starts", async () => {
    const sent = stubImporter({});
    ({ unmount } = await renderWithClient(<UrlBatchForm onOpen={() => {}} footer={footer} />));
    await typeLinks("https://a.example/soup\nsoup recipe please");
    await click(button("Import all"));
    expect(document.querySelector('[role="alert"]')?.textContent).toContain("Line 2: soup recipe please");
    expect(sent).toEqual([]);
  });

  it("imports each link in turn with progress and a row per link; a 429 waits as Retry-After says and tries again", async () => {
    const waits: number[] = [];
    const opened = vi.fn();
    const sent = stubImporter({
      "https://a.example/soup": [{ status: 201, body: recipe("r1", "Pea soup") }],
      "https://b.example/pie": [{ status: 429, body: { error: "Too many requests" }, headers: { "Retry-After": "7" } }, { status: 200, body: recipe("r2", "Apple pie") }],
      "https://c.example/none": [{ status: 400, body: { error: "No recipe found on that page" } }],
    });
    const wait = async (ms: number) => {
      waits.push(ms);
    };
    ({ unmount } = await renderWithClient(<UrlBatchForm onOpen={opened} footer={footer} wait={wait} />));
    await typeLinks("https://a.example/soup\nhttps://b.example/pie\nhttps://a.example/soup\nhttps://c.example/none");
    await click(button("Import all"));
    await settle();
    expect(sent).toEqual(["https://a.example/soup", "https://b.example/pie", "https://b.example/pie", "https://c.example/none"]);
    expect(waits).toEqual([7000]);
    expect(document.querySelector('[role="progressbar"]')?.getAttribute("aria-valuetext")).toBe("3 of 3");
    expect(rows()).toEqual([
      expect.stringMatching(/^Pea soupImported · a\.example\/soupOpen$/),
      expect.stringMatching(/^Apple pieAlready in your recipes · b\.example\/pieOpen$/),
      expect.stringMatching(/^c\.example\/noneFailed: No recipe found on that page$/),
    ]);
    expect(document.body.textContent).toContain("1 repeated link was left out.");
    await click(button("Open Apple pie"));
    expect(opened).toHaveBeenCalledWith(expect.objectContaining({ id: "r2" }));
  });

  it("Stop ends the run after the current link", async () => {
    let release: (a: Answer) => void = () => {};
    const held = new Promise<Answer>((r) => (release = r));
    const sent = stubImporter({
      "https://a.example/1": [held],
      "https://a.example/2": [{ status: 201, body: recipe("r2", "Two") }],
    });
    ({ unmount } = await renderWithClient(<UrlBatchForm onOpen={() => {}} footer={footer} />));
    await typeLinks("https://a.example/1\nhttps://a.example/2");
    await click(button("Import all"));
    expect(document.querySelector('[role="status"]')?.textContent).toBe("Importing 1 of 2");
    await click(button("Stop"));
    expect(button("Stopping after this one…")).toBeTruthy();
    await act(async () => release({ status: 201, body: recipe("r1", "One") }));
    await settle();
    expect(sent).toEqual(["https://a.example/1"]);
    expect(document.querySelector('[role="status"]')?.textContent).toBe("Stopped: 1 imported, 0 already in your recipes, 0 failed");
    expect(rows()[1]).toMatch(/Waiting/);
  });
});
