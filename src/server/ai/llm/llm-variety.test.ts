import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { chatReply, startFakeOpenAiServer, type FakeOpenAiServer } from "../../../../test/server/fakes/openai-server";
import { ideaRequest, providerOn, SIX_PANTRY_IDEAS } from "../../../../test/server/fixtures/llm";
import type { ShownDish } from "../../kernel/ports/ai-provider";
import { titleKey } from "../local/variety";

let server: FakeOpenAiServer;
beforeAll(async () => {
  server = await startFakeOpenAiServer();
  server.answerWith(() => chatReply(JSON.stringify({ ideas: SIX_PANTRY_IDEAS })));
});
afterAll(async () => server.close());

/** The set "shown before": two of the model's six titles, written differently, plus one other dish. */
const lastSet: ShownDish[] = [
  { key: titleKey(SIX_PANTRY_IDEAS[0].title), title: SIX_PANTRY_IDEAS[0].title.toUpperCase() },
  { key: "x", title: `${SIX_PANTRY_IDEAS[1].title}!` },
  { key: "omelette/egg", title: "Cheese Omelette" },
];

describe("LLM recipe ideas on a regenerate", () => {
  it("tells the model which dishes the household saw in its recent sets", async () => {
    const { provider } = providerOn(server.baseUrl);
    await provider.recipeIdeas({ ...ideaRequest(), variant: 1, recentSets: [lastSet] });
    const body = server.requests.at(-1)!.body as { messages: Array<{ role: string; content: unknown }> };
    const user = JSON.stringify(body.messages.filter((m) => m.role === "user"));
    expect(user).toContain("recentlyShown");
    expect(user).toContain("Cheese Omelette");
  });

  it("drops the model's repeats of the set just shown and fills up with new dishes from the built-in engine", async () => {
    const { provider } = providerOn(server.baseUrl);
    const res = await provider.recipeIdeas({ ...ideaRequest(), variant: 1, recentSets: [lastSet] });
    const titles = res.ideas.map((i) => titleKey(i.title));
    expect(res.ideas).toHaveLength(6);
    expect(titles).not.toContain(titleKey(SIX_PANTRY_IDEAS[0].title));
    expect(titles).not.toContain(titleKey(SIX_PANTRY_IDEAS[1].title));
    expect(titles).not.toContain("cheese omelette");
    expect(res.localFill).toBe(2);
    expect(res.dishKeys).toHaveLength(6);
  });

  it("keeps all six model ideas on a first set (no memory)", async () => {
    const { provider } = providerOn(server.baseUrl);
    const res = await provider.recipeIdeas(ideaRequest());
    expect(res.ideas.map((i) => i.title)).toEqual(SIX_PANTRY_IDEAS.map((d) => d.title));
    expect(res.dishKeys).toEqual(SIX_PANTRY_IDEAS.map((d) => titleKey(d.title)));
  });
});
