import type { QueryFunction } from "@tanstack/react-query";

/**
 * The one door to our API (SPEC §7): every call sends cookies, a body is sent as JSON,
 * and any non-OK answer becomes `Error("{status}: {body text or status text}")`.
 */
export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/** Raw fetch with the SPEC §7 conventions; does not throw on non-OK answers. */
export function jsonFetch(method: HttpMethod, path: string, body?: unknown): Promise<Response> {
  const hasBody = body !== undefined;
  return fetch(path, {
    method,
    credentials: "include",
    headers: hasBody ? { "Content-Type": "application/json" } : undefined,
    body: hasBody ? JSON.stringify(body) : undefined,
  });
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
