/**
 * A loopback HTTP server that speaks the OpenAI chat-completions and image-generation JSON formats
 * (non-streaming), for the LLM provider's tests: real HTTP, the real AI SDK on the other end.
 * Each test sets how the server answers; every request body is recorded for assertions.
 * Test helper only (imported by the tests in src/server/ai/llm and src/server/modules/ai).
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/** One recorded request: path and parsed JSON body. */
export interface RecordedRequest {
  path: string;
  body: Record<string, unknown>;
  headers: IncomingMessage["headers"];
}

/** How the server answers one request: a status and JSON body, or never (a hung server). */
export type Reply = { status: number; json: unknown } | "hang";

/** A running fake server. */
export interface FakeOpenAiServer {
  /** e.g. http://127.0.0.1:53211/v1 */
  baseUrl: string;
  requests: RecordedRequest[];
  /** Sets the answer to every following request. */
  answerWith(reply: (req: RecordedRequest) => Reply): void;
  close(): Promise<void>;
}

/** A chat-completions answer whose message content is `content` (a string the SDK parses). */
export function chatReply(content: string, model = "test-model"): Reply {
  return {
    status: 200,
    json: {
      id: "chatcmpl-test",
      object: "chat.completion",
      created: 1_700_000_000,
      model,
      choices: [{ index: 0, message: { role: "assistant", content }, finish_reason: "stop" }],
      usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
    },
  };
}

/** An images/generations answer with one base64 image. */
export function imageReply(bytes: Buffer): Reply {
  return { status: 200, json: { created: 1_700_000_000, data: [{ b64_json: bytes.toString("base64") }] } };
}

async function readBody(req: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const c of req) chunks.push(c as Buffer);
  const text = Buffer.concat(chunks).toString("utf8");
  return text ? (JSON.parse(text) as Record<string, unknown>) : {};
}

/** Starts the server on 127.0.0.1 (a free port). Default answer: HTTP 500. */
export async function startFakeOpenAiServer(): Promise<FakeOpenAiServer> {
  let answer: (req: RecordedRequest) => Reply = () => ({ status: 500, json: { error: { message: "no answer set" } } });
  const requests: RecordedRequest[] = [];
  const hung = new Set<ServerResponse>();
  const server: Server = createServer((req, res) => {
    readBody(req)
      .then((body) => {
        const rec: RecordedRequest = { path: req.url ?? "", body, headers: req.headers };
        requests.push(rec);
        const reply = answer(rec);
        if (reply === "hang") {
          hung.add(res);
          return;
        }
        res.writeHead(reply.status, { "content-type": "application/json" });
        res.end(JSON.stringify(reply.json));
      })
      .catch(() => {
        res.writeHead(400);
        res.end();
      });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    answerWith(fn) {
      answer = fn;
    },
    async close() {
      for (const res of hung) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
