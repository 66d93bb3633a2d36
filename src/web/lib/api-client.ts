import type { QueryFunction } from "@tanstack/react-query";
import { FROM_CACHE_HEADER, noteConnection } from "./offline-status";

/**
 * The one door to our API (SPEC §7): every call sends cookies, a body is sent as JSON,
 * and any non-OK answer becomes `Error("{status}: {body text or status text}")`.
 */
export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/** The error text of a change (any method but GET) that could not reach the server (issue 10 item 3). */
export const NEEDS_CONNECTION = "You're offline: this change needs a connection. Try again once you're back online.";

/**
 * Raw fetch with the SPEC §7 conventions; does not throw on non-OK answers. Every outcome is
 * reported to lib/offline-status.ts (the offline banner). Without a network, a GET rejects with the
 * browser's error (errorMessage shows SPEC §8's network text) and a change with NEEDS_CONNECTION.
 */
export async function jsonFetch(method: HttpMethod, path: string, body?: unknown): Promise<Response> {
  const hasBody = body !== undefined;
  let res: Response;
  try {
    res = await fetch(path, {
      method,
      credentials: "include",
      headers: hasBody ? { "Content-Type": "application/json" } : undefined,
      body: hasBody ? JSON.stringify(body) : undefined,
    });
  } catch (err) {
    if (err instanceof Error && err.name === "AbortError") throw err;
    noteConnection(false);
    throw method === "GET" ? err : new Error(NEEDS_CONNECTION);
  }
  noteConnection(!res.headers.get(FROM_CACHE_HEADER));
  return res;
}

async function throwIfResNotOk(res: Response): Promise<void> {
  if (!res.ok) {
    const text = await res.text().catch(() => "");
    throw new Error(`${res.status}: ${text || res.statusText}`);
  }
}

/** Sends a request and returns the OK response; throws `"{status}: {text}"` otherwise. */
export async function apiRequest(method: HttpMethod, path: string, body?: unknown): Promise<Response> {
  const res = await jsonFetch(method, path, body);
  await throwIfResNotOk(res);
  return res;
}

/** GET a path and parse its JSON (throws like apiRequest). */
export async function getJson<T>(path: string): Promise<T> {
  const res = await apiRequest("GET", path);
  return (await res.json()) as T;
}

/** Sends a request and parses the JSON answer (an empty body gives `undefined`). */
export async function requestJson<T>(method: HttpMethod, path: string, body?: unknown): Promise<T> {
  const res = await apiRequest(method, path, body);
  const text = await res.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

/** Default query function: GET on the query key segments joined by slashes, parsing JSON. */
export const defaultQueryFn: QueryFunction = async ({ queryKey }) => getJson(queryKey.join("/"));

/**
 * A readable message from an error thrown above: the server's JSON `error` field when present,
 * otherwise the text after the status code.
 */
export function errorMessage(err: unknown): string {
  if (!(err instanceof Error)) return "Something went wrong";
  const match = /^(\d{3}): ([\s\S]*)$/.exec(err.message);
  if (!match) return err.message === "Failed to fetch" ? "Network error. Please try again." : err.message;
  const text = match[2].trim();
  try {
    const parsed = JSON.parse(text) as { error?: unknown; message?: unknown };
    if (typeof parsed.error === "string" && parsed.error) return parsed.error;
    if (typeof parsed.message === "string" && parsed.message) return parsed.message;
  } catch {
    /* not JSON: use the text as is */
  }
  return text.length > 200 ? `${text.slice(0, 200)}…` : text;
}
