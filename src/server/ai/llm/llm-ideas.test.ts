import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { nameHasAllergy } from "../../../shared/domain/diet";
import { aiRecipeIdeaSchema } from "../../../shared/schemas/ai";
import { chatReply, startFakeOpenAiServer, type FakeOpenAiServer } from "../../../../test/server/fakes/openai-server";
import { draft, ideaRequest, providerOn, settingsWith, SIX_PANTRY_IDEAS } from "../../../../test/server/fixtures/llm";

let server: FakeOpenAiServer;
beforeAll(async () => {
  server = await startFakeOpenAiServer();
});
afterAll(async () => server.close());
afterEach(() => {
  server.requests.length = 0;
});

const ideasJson = (ideas: unknown[]) => chatReply(JSON.stringify({ ideas }));

describe("LLM recipe ideas over real HTTP", () => {
  it("accepts the model's structured ideas and says the model wrote them", async () => {
    server.answerWith(() => ideasJson(SIX_PANTRY_IDEAS));
    const { provider, warnings } = providerOn(server.baseUrl);
    const res = await provider.recipeIdeas(ideaRequest());

    expect(res.engine).toBe("llm");
    expect(res.model).toBe("test-model");
    expect(res.localFill).toBe(0);
    expect(res.ideas.map((i) => i.title)).toEqual(SIX_PANTRY_IDEAS.map((d) => d.title));
    for (const idea of res.ideas) expect(aiRecipeIdeaSchema.safeParse(idea).success).toBe(true);
    // The server, not the model, decides pantry match and servings: olive oil is not in this
    // pantry, so the rice bowl is 4 of 5 (salt "to taste" is left out); the omelette needs nothing.
    expect(res.ideas[0]).toMatchObject({ pantryMatch: false, pantryMatchPercentage: 80, servings: 2 });
    expect(res.ideas[0].allIngredients.find((i) => i.name === "olive oil")?.fromPantry).toBe(false);
    expect(res.ideas[0].pantryIngredients).toEqual(expect.arrayContaining(["Chicken breast", "Broccoli", "Garlic"]));
    expect(res.ideas.find((i) => i.title === "Cheesy broccoli omelette")).toMatchObject({ pantryMatch: true, pantryMatchPercentage: 100 });
    expect(warnings).toEqual([]);

    // What the SDK sent: a structured-output request for the chat model.
    const body = server.requests[0].body as { model: string; response_format: { type: string }; messages: Array<{ role: string }> };
    expect(server.requests[0].path).toBe("/v1/chat/completions");
    expect(body.model).toBe("test-model");
    expect(body.response_format.type).toBe("json_schema");
  });

  it("computes a partial pantry match when the model uses foods the pantry lacks", async () => {
    const withShopping = draft("Salmon rice bowl", ["salmon fillet", "basmati rice", "avocado", "soy sauce"]);
    server.answerWith(() => ideasJson([withShopping, ...SIX_PANTRY_IDEAS.slice(0, 5)]));
    const { provider } = providerOn(server.baseUrl);
    const [first] = (await provider.recipeIdeas(ideaRequest())).ideas;
    expect(first.title).toBe("Salmon rice bowl");
    expect(first.pantryMatch).toBe(false);
    expect(first.pantryMatchPercentage).toBe(25);
    expect(first.allIngredients.find((i) => i.name === "salmon fillet")?.fromPantry).toBe(false);
  });

  it("uses the built-in engine when the model's answer is not JSON", async () => {
    server.answerWith(() => chatReply("Sure! Here are some ideas: 1. Chicken rice"));
    const { provider, local, warnings } = providerOn(server.baseUrl);
    const res = await provider.recipeIdeas(ideaRequest());
    expect(res.engine).toBe("local");
    expect(res.ideas).toEqual((await local.recipeIdeas(ideaRequest())).ideas);
    expect(warnings.join("\n")).toMatch(/recipe ideas: .*failed/);
  });

  it("uses the built-in engine when the JSON breaks the schema", async () => {
    const bad = { ...SIX_PANTRY_IDEAS[0], mealType: "brunch", ingredients: "chicken" };
    server.answerWith(() => ideasJson([bad]));
    const { provider, local } = providerOn(server.baseUrl);
    const res = await provider.recipeIdeas(ideaRequest());
    expect(res.engine).toBe("local");
    expect(res.ideas.map((i) => i.title)).toEqual((await local.recipeIdeas(ideaRequest())).ideas.map((i) => i.title));
  });

  it("uses the built-in engine when the server answers HTTP 500", async () => {
    server.answerWith(() => ({ status: 500, json: { error: { message: "model crashed" } } }));
    const { provider, warnings } = providerOn(server.baseUrl);
    const res = await provider.recipeIdeas(ideaRequest());
    expect(res.engine).toBe("local");
    expect(res.ideas.length).toBeGreaterThan(0);
    expect(server.requests).toHaveLength(1); // no retries: the fallback is immediate
    expect(warnings.join("\n")).toMatch(/HTTP 500/);
  });

  it("answers from the built-in engine within the deadline when the server never answers", async () => {
    server.answerWith(() => "hang");
    const { provider, warnings } = providerOn(server.baseUrl, { timeouts: { ideasMs: 300 } });
    const started = Date.now();
    const res = await provider.recipeIdeas(ideaRequest());
    const elapsed = Date.now() - started;
    expect(res.engine).toBe("local");
    expect(res.ideas.length).toBeGreaterThan(0);
    expect(elapsed).toBeGreaterThanOrEqual(290);
    expect(elapsed).toBeLessThan(3000);
    expect(warnings.join("\n")).toMatch(/no answer within 300 ms/);
  });
});

describe("LLM recipe ideas and the household's diet", () => {
  it("removes a model idea with a declared allergen and fills up from the built-in engine", async () => {
    const satay = draft("Chicken satay with peanut sauce", ["chicken breast", "peanut butter", "soy sauce", "garlic"]);
    server.answerWith(() => ideasJson([satay, ...SIX_PANTRY_IDEAS.slice(0, 5)]));
    const { provider, warnings } = providerOn(server.baseUrl);
    const res = await provider.recipeIdeas(ideaRequest(settingsWith({ allergies: ["Peanuts"] })));

    expect(res.ideas).toHaveLength(6);
    expect(res.engine).toBe("llm");
    expect(res.localFill).toBe(1);
    expect(res.ideas.map((i) => i.title)).not.toContain(satay.title);
    for (const idea of res.ideas) {
      const names = [idea.title, ...idea.allIngredients.map((i) => i.name)];
      expect(names.some((n) => nameHasAllergy(n, "Peanuts"))).toBe(false);
    }
    expect(warnings.join("\n")).toContain("ALLERGY WARNING: Contains Peanuts");
  });

  it("catches an allergen named only in the title (satay) and never shows the idea as safe", async () => {
    const satay = draft("Chicken satay skewers", ["chicken breast", "soy sauce", "garlic"]);
    server.answerWith(() => ideasJson([satay]));
    const { provider } = providerOn(server.baseUrl);
    const res = await provider.recipeIdeas(ideaRequest(settingsWith({ allergies: ["Peanuts"] })));
    expect(res.ideas.map((i) => i.title)).not.toContain(satay.title);
    expect(res.engine).toBe("local"); // nothing of the model's survived
  });

  it("drops meat ideas for a vegetarian household", async () => {
    server.answerWith(() => ideasJson(SIX_PANTRY_IDEAS));
    const { provider } = providerOn(server.baseUrl);
    const res = await provider.recipeIdeas(ideaRequest(settingsWith({ dietaryPrefs: ["Vegetarian"] })));
    const kept = res.ideas.slice(0, 6 - (res.localFill ?? 0)).map((i) => i.title);
    expect(kept).not.toContain("Chicken and broccoli rice bowl");
    expect(kept).not.toContain("Chicken tomato stew");
    expect(kept).toContain("Tomato spaghetti");
    for (const idea of res.ideas) expect(idea.dietaryFlags).not.toContain("Not vegetarian-friendly");
  });
});
