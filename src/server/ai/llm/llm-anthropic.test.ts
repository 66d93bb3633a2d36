import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startFakeOpenAiServer, type FakeOpenAiServer, type RecordedRequest, type Reply } from "../../../../test/server/fakes/openai-server";
import { ideaRequest, providerOn, SIX_PANTRY_IDEAS } from "../../../../test/server/fixtures/llm";

let server: FakeOpenAiServer;
beforeAll(async () => {
  server = await startFakeOpenAiServer();
});
afterAll(async () => server.close());

/**
 * An Anthropic Messages answer carrying `value` the way the SDK asked for structured output:
 * as the input of its forced "json" tool when it sent one, else as JSON text.
 */
function anthropicReply(req: RecordedRequest, value: unknown): Reply {
  const tools = (req.body.tools ?? []) as Array<{ name: string }>;
  const tool = tools.find((t) => t.name === "json");
  const content = tool
    ? [{ type: "tool_use", id: "toolu_1", name: "json", input: value }]
    : [{ type: "text", text: JSON.stringify(value) }];
  return {
    status: 200,
    json: {
      id: "msg_1",
      type: "message",
      role: "assistant",
      model: "test-model",
      content,
      stop_reason: tool ? "tool_use" : "end_turn",
      stop_sequence: null,
      usage: { input_tokens: 10, output_tokens: 10 },
    },
  };
}

describe("Anthropic provider over real HTTP", () => {
  it("accepts structured ideas from the Messages API", async () => {
    server.answerWith((req) => anthropicReply(req, { ideas: SIX_PANTRY_IDEAS }));
    const { provider } = providerOn(server.baseUrl, { provider: "anthropic" });
    const res = await provider.recipeIdeas(ideaRequest());
    expect(server.requests.at(-1)?.path).toBe("/v1/messages");
    expect(res.engine).toBe("llm");
    expect(res.ideas.map((i) => i.title)).toEqual(SIX_PANTRY_IDEAS.map((d) => d.title));
    const body = server.requests.at(-1)?.body as { system?: unknown; messages: Array<{ role: string }> };
    expect(JSON.stringify(body.system)).toContain("household-data");
    expect(body.messages[0].role).toBe("user");
  });

  it("falls back to the built-in engine on a schema-invalid answer", async () => {
    server.answerWith((req) => anthropicReply(req, { ideas: [{ title: 42 }] }));
    const { provider } = providerOn(server.baseUrl, { provider: "anthropic" });
    expect((await provider.recipeIdeas(ideaRequest())).engine).toBe("local");
  });
});
