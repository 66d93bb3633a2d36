import { act } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { ImportPreview, ImportProgress } from "../../../../shared/schemas/recipe-imports";
import { mountAsync } from "../../../../../test/web/mount";
import { ImportPreviewView } from "./import-preview";
import { ImportProgressView } from "./import-progress";
import { RecipeImportCard } from "./recipe-import-card";

const ID = "00000000-0000-4000-8000-0000000000a1";
const OWN = "00000000-0000-4000-8000-0000000000b1";
const NEW1 = "00000000-0000-4000-8000-0000000000c1";
const NEW2 = "00000000-0000-4000-8000-0000000000c2";

const preview: ImportPreview = {
  importId: ID,
  format: "paprika",
  recipes: [
    {
      index: 0,
      title: "Lemon loaf",
      ingredientCount: 5,
      stepCount: 3,
      hasImage: true,
      duplicateOf: null,
      duplicateReason: null,
      duplicateInFile: null,
    },
    {
      index: 1,
      title: "tomato soup!",
      ingredientCount: 2,
      stepCount: 1,
      hasImage: false,
      duplicateOf: { id: OWN, title: "Tomato Soup" },
      duplicateReason: "same title and ingredients",
      duplicateInFile: null,
    },
    {
      index: 2,
      title: "Lemon Loaf",
      ingredientCount: 5,
      stepCount: 3,
      hasImage: false,
      duplicateOf: null,
      duplicateReason: "same title and ingredients",
      duplicateInFile: { index: 0, title: "Lemon loaf" },
    },
    {
      index: 3,
      title: "<b>Scones</b>",
      ingredientCount: 1,
      stepCount: 1,
      hasImage: false,
      duplicateOf: null,
      duplicateReason: null,
      duplicateInFile: null,
    },
  ],
  skipped: [{ name: "Broken.paprikarecipe", reason: "The file is not valid JSON." }],
};

const progress = (over: Partial<ImportProgress>): ImportProgress => ({
  importId: ID,
  status: "running",
  total: 40,
  done: 12,
  imported: [],
  skipped: [],
  preview,
  ...over,
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const settle = (ms = 0) => act(async () => new Promise((r) => setTimeout(r, ms)));
/** Lets React and the queries run until `check` holds (at most `ms`; a loaded machine answers slowly). */
async function until(check: () => boolean, ms = 5000) {
  const end = Date.now() + ms;
  while (!check() && Date.now() < end) await settle(20);
}
const buttonNamed = (host: ParentNode, name: string) => [...host.querySelectorAll("button")].find((b) => b.textContent?.trim() === name)!;
const boxes = (host: ParentNode) => [...host.querySelectorAll<HTMLInputElement>("input[type=checkbox]")];

describe("ImportPreviewView", () => {
  it("ticks every recipe but likely duplicates, says whose recipe each duplicate looks like, and lists what could not be read", async () => {
    const onStart = vi.fn();
    const { host } = await mountAsync(
      <ImportPreviewView preview={preview} starting={false} error={null} onStart={onStart} onCancel={() => {}} />,
      { withClient: true },
    );
    expect(host.querySelector("h3")?.textContent).toBe("4 recipes found");
    expect(boxes(host).map((b) => b.checked)).toEqual([true, false, false, true]);
    const items = [...host.querySelectorAll("[data-testid=import-preview-list] li")].map((li) => li.textContent);
    expect(items[1]).toContain("Looks like one you have: Tomato Soup");
    expect(items[2]).toContain("Appears twice in this file: Lemon loaf");
    // Titles are text, never markup.
    expect(items[3]).toContain("<b>Scones</b>");
    expect(host.querySelector("[data-testid=import-preview-list] b")).toBeNull();
    expect(host.textContent).toContain("Broken.paprikarecipe");
    expect(host.textContent).toContain("The file is not valid JSON.");
    // Screen readers: each tick box is named by its recipe's title and described by its counts and duplicate note.
    const ref = (box: HTMLInputElement, attr: string) => document.getElementById(box.getAttribute(attr)!)?.textContent;
    expect(ref(boxes(host)[0], "aria-labelledby")).toBe("Lemon loaf");
    expect(ref(boxes(host)[1], "aria-describedby")).toContain("Looks like one you have: Tomato Soup");

    await act(async () => buttonNamed(host, "Import 2 recipes").click());
    expect(onStart).toHaveBeenLastCalledWith([0, 3]);
  });

  it("selects all and none; with none ticked there is nothing to import", async () => {
    const onStart = vi.fn();
    const { host } = await mountAsync(
      <ImportPreviewView preview={preview} starting={false} error={null} onStart={onStart} onCancel={() => {}} />,
      { withClient: true },
    );
    await act(async () => buttonNamed(host, "Select all").click());
    expect(boxes(host).every((b) => b.checked)).toBe(true);
    await act(async () => buttonNamed(host, "Import 4 recipes").click());
    expect(onStart).toHaveBeenLastCalledWith([0, 1, 2, 3]);
    await act(async () => buttonNamed(host, "Select none").click());
    expect(boxes(host).some((b) => b.checked)).toBe(false);
    expect(buttonNamed(host, "Import 0 recipes").disabled).toBe(true);
    await act(async () => boxes(host)[1].click());
    expect(buttonNamed(host, "Import 1 recipe").disabled).toBe(false);
  });

  it("says when the file held no recipe and offers no import", async () => {
    const { host } = await mountAsync(
      <ImportPreviewView preview={{ ...preview, recipes: [] }} starting={false} error={null} onStart={() => {}} onCancel={() => {}} />,
      { withClient: true },
    );
    expect(host.querySelector("h3")?.textContent).toBe("No recipes found");
    expect(boxes(host)).toHaveLength(0);
    expect(buttonNamed(host, "Import 0 recipes").disabled).toBe(true);
  });
});

describe("ImportProgressView", () => {
  it("is a progressbar with the count as its value and '12 of 40' as its text", async () => {
    const { host } = await mountAsync(<ImportProgressView progress={progress({})} stopping={false} onStop={() => {}} />, {
      withClient: true,
    });
    const bar = host.querySelector("[role=progressbar]")!;
    expect(bar.getAttribute("aria-valuenow")).toBe("12");
    expect(bar.getAttribute("aria-valuemax")).toBe("40");
    expect(bar.getAttribute("aria-valuetext")).toBe("12 of 40");
    expect(host.textContent).toContain("12 of 40");
  });
});

/** A fetch stub answering the import routes from `state`, recording every call. */
function stubServer(state: { list: unknown; detail: ImportProgress[] }) {
  const calls: string[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init?: RequestInit) => {
      const method = init?.method ?? "GET";
      calls.push(`${method} ${url}`);
      const json = (body: unknown, status = 200) =>
        new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
      if (method === "GET" && url === "/api/recipes/import-archive") return json(state.list);
      if (method === "GET" && url === `/api/recipes/import-archive/${ID}`)
        return json(state.detail.length > 1 ? state.detail.shift() : state.detail[0]);
      if (method === "DELETE") return new Response(null, { status: 204 });
      return json({ error: "unexpected" }, 500);
    }),
  );
  return calls;
}

describe("RecipeImportCard", () => {
  it("resumes a running import after the page was left, polls until the summary, and dismisses it with Done", async () => {
    const listItem = { importId: ID, status: "running", format: "paprika", total: 2, done: 1, createdAt: new Date().toISOString() };
    const summary = progress({
      status: "done",
      total: 2,
      done: 2,
      imported: [
        { index: 0, recipeId: NEW1, title: "Lemon loaf", note: null },
        { index: 3, recipeId: NEW2, title: "Scones", note: "Imported without its picture: the picture could not be read." },
      ],
      skipped: [{ index: 1, title: "tomato soup!", reason: "The recipe could not be stored." }],
    });
    const state = { list: { imports: [listItem] }, detail: [progress({ total: 2, done: 1 }), summary] };
    const calls = stubServer(state);
    const { host } = await mountAsync(<RecipeImportCard />, { withClient: true });
    await until(() => host.querySelector("[role=progressbar]") !== null);
    const bar = host.querySelector("[role=progressbar]");
    expect(bar?.getAttribute("aria-valuetext")).toBe("1 of 2");

    // The next poll (about a second later) brings the summary.
    await until(() => host.querySelector("[role=progressbar]") === null);
    expect(host.querySelector("[role=progressbar]")).toBeNull();
    expect(host.querySelector("h3")?.textContent).toBe("2 recipes imported");
    const links = [...host.querySelectorAll<HTMLAnchorElement>("[data-testid=import-summary-list] a")];
    expect(links.map((a) => a.getAttribute("href"))).toEqual([`/recipes?open=${NEW1}`, `/recipes?open=${NEW2}`]);
    expect(links[1].textContent).toContain("picture could not be read");
    expect(host.textContent).toContain("The recipe could not be stored.");
    // Listed once: a recipe without its picture is not also under Skipped.
    expect(host.textContent?.match(/Scones/g)).toHaveLength(1);

    state.list = { imports: [] };
    await act(async () => buttonNamed(host, "Done").click());
    await until(() => buttonNamed(host, "Choose file") !== undefined);
    expect(calls).toContain(`DELETE /api/recipes/import-archive/${ID}`);
    expect(buttonNamed(host, "Choose file")).toBeDefined();
  });

  it("shows the upload when the household has no import, and a file over 200 MB is refused before sending", async () => {
    const calls = stubServer({ list: { imports: [] }, detail: [] });
    const send = vi.fn();
    vi.stubGlobal(
      "XMLHttpRequest",
      class {
        upload = {};
        open() {}
        send = send;
      },
    );
    const { host } = await mountAsync(<RecipeImportCard />, { withClient: true });
    await until(() => host.querySelector("input[type=file]") !== null);
    const input = host.querySelector<HTMLInputElement>("input[type=file]")!;
    expect(input.accept).toContain(".paprikarecipes");
    const big = new File(["x"], "huge.zip");
    Object.defineProperty(big, "size", { value: 201 * 1024 * 1024 });
    Object.defineProperty(input, "files", { value: [big], configurable: true });
    await act(async () => input.dispatchEvent(new Event("change", { bubbles: true })));
    expect(host.querySelector("[role=alert]")?.textContent).toBe("The file is larger than 200 MB.");
    expect(send).not.toHaveBeenCalled();
    expect(calls.filter((c) => c.startsWith("POST"))).toEqual([]);
  });

  it("shows the server's reason when it refuses the file, as text", async () => {
    stubServer({ list: { imports: [] }, detail: [] });
    class FakeXhr {
      static last: FakeXhr;
      upload: { onprogress?: (e: { loaded: number; total: number; lengthComputable: boolean }) => void } = {};
      status = 0;
      statusText = "";
      responseText = "";
      withCredentials = false;
      onload?: () => void;
      constructor() {
        FakeXhr.last = this;
      }
      open() {}
      send() {
        this.upload.onprogress?.({ loaded: 5, total: 10, lengthComputable: true });
      }
    }
    vi.stubGlobal("XMLHttpRequest", FakeXhr);
    const { host } = await mountAsync(<RecipeImportCard />, { withClient: true });
    await until(() => host.querySelector("input[type=file]") !== null);
    const input = host.querySelector<HTMLInputElement>("input[type=file]")!;
    Object.defineProperty(input, "files", { value: [new File(["just words"], "notes.txt")], configurable: true });
    await act(async () => input.dispatchEvent(new Event("change", { bubbles: true })));
    const bar = host.querySelector("[role=progressbar]");
    expect(bar?.getAttribute("aria-valuenow")).toBe("50");
    expect(FakeXhr.last.withCredentials).toBe(true);
    await act(async () => {
      Object.assign(FakeXhr.last, {
        status: 400,
        responseText: JSON.stringify({ error: "notes.txt is not a recipe export we can read.", code: "BAD_REQUEST" }),
      });
      FakeXhr.last.onload?.();
    });
    expect(host.querySelector("[role=alert]")?.textContent).toBe("notes.txt is not a recipe export we can read.");
    expect(buttonNamed(host, "Choose file")).toBeDefined();
  });
});
