import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { hostile, TEMPLATE } from "./xss-payloads";

/** The texts the hostile model writes into its one recipe idea (each within the app's clipping limits). */
export const MODEL_IDEA = {
  title: hostile("ltitle", "Model rice"),
  description: hostile("ldesc", "Rice from a model", "svg"),
  ingredient: hostile("lrice", "rice"),
  step: hostile("lstep", "Boil the rice"),
  tip: hostile("ltip", "Rinse first"),
  wine: hostile("lwine", "Water"),
  side: hostile("lside", "Salad"),
  main: hostile("lmain", "Rice"),
  nutrition: `High ${TEMPLATE}`,
};

/** The idea as the app's structured-output schema asks a model to write it (ai/llm/output-schemas.ts). */
function ideaDraft() {
  return {
    title: MODEL_IDEA.title,
    description: MODEL_IDEA.description,
    mealType: "dinner",
    difficultyLevel: "easy",
    estimatedPrepTime: 5,
    estimatedCookTime: 15,
    ingredients: [
      { name: MODEL_IDEA.ingredient, amount: "1 cup" },
      { name: "salt", amount: "1 pinch" },
    ],
    keyIngredients: [MODEL_IDEA.ingredient],
    cookingInstructions: [MODEL_IDEA.step, `Serve ${TEMPLATE}`],
    chefTips: [MODEL_IDEA.tip],
    nutritionHighlights: [MODEL_IDEA.nutrition],
    wineRecommendation: MODEL_IDEA.wine,
    mainDish: MODEL_IDEA.main,
    sideDishes: [MODEL_IDEA.side],
  };
}

/**
 * A loopback OpenAI-compatible server (start the app with AI_PROVIDER=openai-compatible,
 * AI_BASE_URL=`baseUrl`, AI_MODEL=test-model) whose every chat completion is a recipe-ideas answer
 * with one hostile idea — what a model echoing a prompt-injected pantry name would return.
 * `requests` counts the completions asked for.
 */
export async function startHostileModel() {
  let requests = 0;
  const server: Server = createServer((req, res) => {
    req.resume();
    req.on("end", () => {
      if (!req.url?.endsWith("/chat/completions")) {
        res.writeHead(404, { "content-type": "application/json" }).end(JSON.stringify({ error: { message: "not here" } }));
        return;
      }
      requests++;
      const content = JSON.stringify({ ideas: [ideaDraft()] });
      res.writeHead(200, { "content-type": "application/json" }).end(
        JSON.stringify({
          id: "chatcmpl-xss",
          object: "chat.completion",
          created: 1_700_000_000,
          model: "test-model",
          choices: [{ index: 0, message: { role: "assistant", content }, finish_reason: "stop" }],
          usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
        }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests: () => requests,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}
