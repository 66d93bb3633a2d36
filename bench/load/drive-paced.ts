import { Client } from "undici";
import { routeRecorder, type DriveResult } from "./drive";
import { requestHeaders, userSequence, type UserState } from "./mix";

/**
 * Paced (realistic users): each user waits a think time, sends its next call, waits for the
 * answer, and so on for `durationSec` seconds. Think times are random (exponential, mean
 * 1/`rate` s, from the user's seeded numbers), so the users' calls arrive spread out as people's
 * do, not in lock-step. (autocannon's own `connectionRate` releases every connection's quota
 * at the same instant each second, a burst no group of people produces, so this mode uses one
 * undici keep-alive connection per user instead.) Users are spread over `targets` in turn.
 * Latency: request sent → whole answer read. No answer within 10 s counts as a timeout.
 */
export async function drivePaced(opts: {
  targets: string[];
  origin: string;
  states: UserState[];
  durationSec: number;
  rate: number;
}): Promise<DriveResult> {
  const { routes, record } = routeRecorder();
  let errors = 0;
  let timeouts = 0;
  const started = Date.now();
  const deadline = started + opts.durationSec * 1000;
  const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
  const user = async (s: UserState, target: string) => {
    const client = new Client(target, { pipelining: 1, headersTimeout: 10_000, bodyTimeout: 10_000 });
    try {
      // Start at a random moment of the first think time so users do not begin together.
      await sleep(s.rnd() * (1000 / opts.rate));
      for (;;) {
        for (const kind of userSequence(s)) {
          if (Date.now() >= deadline) return;
          const call = kind.build(s);
          const t0 = performance.now();
          try {
            const res = await client.request({
              method: call.method,
              path: call.path,
              headers: requestHeaders(s, call, opts.origin),
              body: call.body === undefined ? undefined : JSON.stringify(call.body),
            });
            const text = await res.body.text();
            record(kind.name, res.statusCode, performance.now() - t0);
            kind.answer?.(s, res.statusCode, text);
          } catch (err) {
            errors++;
            if ((err as { code?: string }).code?.includes("TIMEOUT")) timeouts++;
            record(kind.name, "error", null);
          }
          const think = (-Math.log(1 - s.rnd()) * 1000) / opts.rate;
          await sleep(Math.min(think, Math.max(0, deadline - Date.now())));
        }
      }
    } finally {
      await client.close().catch(() => {});
    }
  };
  await Promise.all(opts.states.map((s, i) => user(s, opts.targets[i % opts.targets.length])));
  return { routes, errors, timeouts, elapsedSec: (Date.now() - started) / 1000 };
}
