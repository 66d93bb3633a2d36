import { act, type ReactNode } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { RecipeDraft } from "../../../../shared/schemas/recipe-draft";
import { parseRecipeText } from "../../../../shared/domain/recipe-text/parse-recipe-text";
import { button, click, fakeApi, renderWithClient, settle, typeInto } from "../../../../../test/web/fake-api";
import { NO_TEXT_IN_PHOTO, NOTHING_FOUND, RecipePasteForm } from "./recipe-paste-form";

const ocr = vi.hoisted(() => ({ read: vi.fn() }));
vi.mock("../../../lib/ocr/ocr", () => ({ readReceiptText: ocr.read }));
vi.mock("../../../lib/ocr/ocr-engine", () => ({ warmOcrEngine: () => {} }));

const PASTED = `Pea soup

Serves 4
Prep: 10 mins

Ingredients
For the soup:
500 g frozen peas
1 onion, chopped
To serve:
2 tbsp crème fraîche

Method
1. Soften the onion.
2. Add the peas and simmer.`;

const footer = (submit: ReactNode) => <div>{submit}</div>;

/** Type into the recipe text box the way React sees it. */
async function typeText(text: string) {
  const box = document.querySelector<HTMLTextAreaElement>("#recipe-paste-text")!;
  const setter = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, "value")!.set!;
  await act(async () => {
    setter.call(box, text);
    box.dispatchEvent(new Event("input", { bubbles: true }));
  });
}

/** The parse-text route answering with the shared reader's draft (what the server does). */
const parseRoute = (body: unknown) => ({ status: 200, body: { draft: parseRecipeText((body as { text: string }).text) } });

let unmount: () => void = () => {};
beforeEach(() => ocr.read.mockReset());
afterEach(() => {
  unmount();
  vi.unstubAllGlobals();
});

const readings = () => [...document.querySelectorAll('[data-testid="ingredient-reading"]')].map((p) => p.textContent);

describe("Paste text tab", { timeout: 30_000 }, () => {
  it("reads pasted text into an editable preview and saves the edited recipe with every field", async () => {
    const saved = vi.fn();
    const calls = fakeApi({
      "POST /api/recipes/parse-text": parseRoute,
      "POST /api/recipes/from-draft": (body) => ({ status: 201, body: { id: "r1", title: (body as { draft: RecipeDraft }).draft.title } }),
    });
    ({ unmount } = await renderWithClient(<RecipePasteForm onSaved={saved} footer={footer} />));
    expect(button("Read recipe")?.disabled).toBe(true);
    await typeText(PASTED);
    await click(button("Read recipe"));
    expect(calls[0]).toMatchObject({ method: "POST", url: "/api/recipes/parse-text", body: { text: PASTED } });

    expect(document.querySelector<HTMLInputElement>("#paste-title")?.value).toBe("Pea soup");
    expect(document.querySelector<HTMLInputElement>("#paste-servings")?.value).toBe("4");
    expect(document.querySelector<HTMLInputElement>("#paste-prepMin")?.value).toBe("10");
    expect(readings()[0]).toContain("Amount: 500");
    expect(readings()[0]).toContain("Unit: g");
    expect(readings()[0]).toMatch(/Food: .*peas/);
    const groups = [...document.querySelectorAll<HTMLInputElement>('input[aria-label="Ingredient group name"]')].map((i) => i.value);
    expect(groups).toEqual(["For the soup", "To serve"]);

    // Editing a line reads it again at once.
    await typeInto(document.querySelector<HTMLInputElement>('input[aria-label="Ingredient 2"]')!, "2 red onions, chopped");
    expect(readings()[1]).toContain("Amount: 2");
    expect(readings()[1]).toMatch(/Food: red onion/);

    await click(button("Save recipe"));
    const save = calls.find((c) => c.url === "/api/recipes/from-draft")!;
    const draft = (save.body as { draft: Record<string, unknown> }).draft;
    expect(draft).toMatchObject({ title: "Pea soup", servings: 4, prepMin: 10 });
    expect(draft.ingredients).toEqual([
      { line: "500 g frozen peas", section: "For the soup" },
      { line: "2 red onions, chopped", section: "For the soup" },
      { line: "2 tbsp crème fraîche", section: "To serve" },
    ]);
    expect((draft.steps as { text: string }[]).map((s) => s.text)).toEqual(["Soften the onion.", "Add the peas and simmer."]);
    expect(saved).toHaveBeenCalledWith(expect.objectContaining({ id: "r1", title: "Pea soup" }));
  });

  it("says what to do when the text holds no recipe, and stays on the text", async () => {
    fakeApi({ "POST /api/recipes/parse-text": parseRoute });
    ({ unmount } = await renderWithClient(<RecipePasteForm onSaved={() => {}} footer={footer} />));
    await typeText("Just some words about dinner.");
    await click(button("Read recipe"));
    expect(document.querySelector('[role="alert"]')?.textContent).toBe(NOTHING_FOUND);
    expect(document.querySelector("#paste-title")).toBeNull();
  });

  it("does not save without a title and says so next to it", async () => {
    const calls = fakeApi({ "POST /api/recipes/parse-text": parseRoute });
    ({ unmount } = await renderWithClient(<RecipePasteForm onSaved={() => {}} footer={footer} />));
    await typeText(PASTED);
    await click(button("Read recipe"));
    await typeInto(document.querySelector<HTMLInputElement>("#paste-title")!, "  ");
    await click(button("Save recipe"));
    expect(document.querySelector("#paste-title-error")?.textContent).toBe("Please enter a recipe title");
    expect(calls.some((c) => c.url === "/api/recipes/from-draft")).toBe(false);
  });

  it("reads a cookbook photo with the OCR engine, showing its progress, then reads the text", async () => {
    let finish: (text: string) => void = () => {};
    ocr.read.mockImplementation((_file?: Blob, opts?: { onProgress: (p: unknown) => void }) => {
      if (!opts) return Promise.resolve("");
      opts.onProgress({ stage: "reading", progress: 0.42 });
      return new Promise<string>((resolve) => (finish = resolve));
    });
    const calls = fakeApi({ "POST /api/recipes/parse-text": parseRoute });
    ({ unmount } = await renderWithClient(<RecipePasteForm onSaved={() => {}} footer={footer} />));
    const input = document.querySelector<HTMLInputElement>('[data-testid="paste-photo-input"]')!;
    const photo = new File([new Uint8Array([0xff, 0xd8, 0xff])], "page.jpg", { type: "image/jpeg" });
    Object.defineProperty(input, "files", { value: [photo], configurable: true });
    await act(async () => input.dispatchEvent(new Event("change", { bubbles: true })));
    await settle();
    expect(document.querySelector('[role="progressbar"]')?.getAttribute("aria-valuenow")).toBe("42");
    expect(document.querySelector('[role="status"]')?.textContent).toBe("Reading the page…");
    await act(async () => finish(PASTED));
    await settle();
    expect(calls[0]).toMatchObject({ url: "/api/recipes/parse-text", body: { text: PASTED } });
    expect(document.querySelector<HTMLInputElement>("#paste-title")?.value).toBe("Pea soup");
  });

  it("says what to do when the photo has no readable text", async () => {
    ocr.read.mockResolvedValue("  \n ");
    const calls = fakeApi({});
    ({ unmount } = await renderWithClient(<RecipePasteForm onSaved={() => {}} footer={footer} />));
    const input = document.querySelector<HTMLInputElement>('[data-testid="paste-photo-input"]')!;
    Object.defineProperty(input, "files", { value: [new File(["x"], "p.jpg", { type: "image/jpeg" })], configurable: true });
    await act(async () => input.dispatchEvent(new Event("change", { bubbles: true })));
    await settle();
    expect(document.querySelector('[role="alert"]')?.textContent).toBe(NO_TEXT_IN_PHOTO);
    expect(calls).toHaveLength(0);
  });
});
