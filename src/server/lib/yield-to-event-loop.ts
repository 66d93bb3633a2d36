import { setImmediate as nextTurn } from "node:timers/promises";

/**
 * Issue 19 "bounded work for every input": the one way a long server loop lets other requests
 * run. PGlite executes every query synchronously on the main thread and a chain of awaited
 * queries only ever resolves microtasks, so a loop of thousands of inserts (or of 200 small
 * transactions) never gives the event loop a turn: /healthz and every other household wait.
 * Awaiting a setImmediate promise ends the current turn; timers, I/O and other requests run
 * before the loop continues. On PostgreSQL the loops already wait on sockets; the yield costs
 * about a microsecond there.
 */

/** Rows per multi-row INSERT and per turn of the event loop in long server loops (about 10–60 ms of PGlite work). */
export const CHUNK_ROWS = 500;

/** Resolve on the next turn of the event loop (after pending I/O and timers). Never rejects. */
export async function yieldToEventLoop(): Promise<void> {
  await nextTurn();
}

/**
 * Split `items` into consecutive chunks of at most `size` (default CHUNK_ROWS) and await
 * `fn(chunk, offset)` for each in order, yielding to the event loop before every chunk after the
 * first. Inside a transaction this is safe: on PGlite other requests' queries wait for the
 * transaction, on PostgreSQL they use other connections.
 * Input: an array, the chunk size (an integer ≥ 1), an async function given the chunk and the
 * index of its first item. Output: the functions' results in order. Errors thrown by `fn` stop the
 * loop and are re-thrown. @throws RangeError for a size below 1.
 */
export async function chunked<T, R>(items: readonly T[], size: number, fn: (chunk: T[], offset: number) => Promise<R>): Promise<R[]> {
  if (!(size >= 1)) throw new RangeError(`chunk size must be at least 1, got ${size}`);
  const out: R[] = [];
  for (let offset = 0; offset < items.length; offset += size) {
    if (offset > 0) await yieldToEventLoop();
    out.push(await fn(items.slice(offset, offset + size), offset));
  }
  return out;
}
