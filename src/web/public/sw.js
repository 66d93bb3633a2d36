/* Service worker, scope "/".
   - Meal reminders (issue 7 item 5): shows pushed notifications and opens the planner when one is
     clicked. The payload is JSON {title, body, url, tag} (src/shared/schemas/push.ts).
   - Offline reading (issue 10 item 3): keeps the app shell (index.html and the content-hashed
     /assets/ files) and the last-seen pantry, recipes and meal-plan answers, so a signed-in person
     can read them without a connection. Writes are never intercepted: they need the network.

   BUILD_VERSION is written by the server when it serves this file (src/server/plugins/service-worker.ts:
   a hash of the built index.html and this file). A new deployment therefore changes these bytes,
   the browser installs the new worker, and "activate" deletes every cache of the old version. */

const BUILD_VERSION = "__PANTRY_BUILD_VERSION__";
const PREFIX = "pm-";
const SHELL_CACHE = `${PREFIX}shell-${BUILD_VERSION}`;
const API_CACHE = `${PREFIX}api-${BUILD_VERSION}`;
/** Cache key of the app shell page (the server answers every app route with the same index.html). */
const SHELL_PAGE = "/index.html";
/** Header added to an API answer served from the cache, so the page can say it is offline. */
const FROM_CACHE_HEADER = "x-pantry-offline";

/** The GET answers kept for offline reading (src/web/features/{pantry,recipes,meal-plans}/api). */
const READABLE_API = [
  /^\/api\/pantry\/[^/]+$/, // GET /api/pantry/{householdId}
  /^\/api\/recipes$/, // GET /api/recipes
  /^\/api\/recipes\/(?!export\.|import-archive$)[^/]+$/, // GET /api/recipes/personalized, /api/recipes/{id} (not the export downloads nor the archive-import list)
  /^\/api\/recipe-interactions$/, // the recipe cards' liked / saved marks
  /^\/api\/meal-plans\/[^/]+$/, // GET /api/meal-plans/{householdId}?startDate&endDate
];
/**
 * The kinds of /assets/ file the shell needs to draw the screens (scripts, styles, fonts, images).
 * Worker scripts and the files they fetch (barcode and OCR engines, WebAssembly) are left to the
 * network: scanning and photos need a connection anyway, and they are large.
 */
const SHELL_DESTINATIONS = new Set(["script", "style", "font", "image"]);
/** Writes that start or end a session: every kept answer of the previous session is dropped. */
const SESSION_CHANGES = [/^\/auth\/verify$/, /^\/api\/logout$/, /^\/api\/account$/];

/** Bumped whenever the kept answers are dropped, so an answer still in flight is not stored afterwards. */
let generation = 0;

self.addEventListener("install", (event) => {
  // The shell is fetched best-effort: the worker must install (for reminders) even when this fails.
  event.waitUntil(
    precacheShell()
      .catch(() => undefined)
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(names.filter((n) => n.startsWith(PREFIX) && n !== SHELL_CACHE && n !== API_CACHE).map((n) => caches.delete(n))),
      )
      .then(() => self.clients.claim()),
  );
});

self.addEventListener("message", (event) => {
  const data = event.data || {};
  if (data.type === "clear-api-cache") {
    event.waitUntil(clearApiCache().then(() => event.ports[0] && event.ports[0].postMessage("cleared")));
  } else if (data.type === "cache-assets" && Array.isArray(data.urls)) {
    event.waitUntil(cacheAssets(data.urls));
  }
});

self.addEventListener("fetch", (event) => {
  const request = event.request;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.method !== "GET") {
    if (SESSION_CHANGES.some((re) => re.test(url.pathname))) event.waitUntil(clearApiCache());
    return; // writes always go to the network, untouched
  }
  if (request.mode === "navigate") {
    if (!url.pathname.startsWith("/api/")) event.respondWith(navigation(event));
  } else if (url.pathname.startsWith("/assets/") && SHELL_DESTINATIONS.has(request.destination)) {
    event.respondWith(cacheFirst(event));
  } else if (READABLE_API.some((re) => re.test(url.pathname))) {
    event.respondWith(networkFirstApi(event));
  } else if (url.pathname === "/api/me") {
    event.respondWith(fetch(request).then(dropOnSignedOut));
  }
});

/** Stores index.html and the /assets/ files it names (script, style sheet, preloads). */
async function precacheShell() {
  const res = await fetch("/", { cache: "no-cache", credentials: "same-origin" });
  if (!res.ok) return;
  const html = await res.clone().text();
  const cache = await caches.open(SHELL_CACHE);
  await cache.put(SHELL_PAGE, res);
  const assets = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((m) => m[1]);
  await cacheAssets(assets);
}

/** Adds same-origin /assets/ files not yet kept (URLs the page reports it loaded before this worker ran). */
async function cacheAssets(urls) {
  const cache = await caches.open(SHELL_CACHE);
  const wanted = urls
    .map((u) => {
      try {
        return new URL(u, self.location.origin);
      } catch {
        return null;
      }
    })
    .filter((u) => u && u.origin === self.location.origin && u.pathname.startsWith("/assets/"))
    .slice(0, 200);
  await Promise.all(
    wanted.map(async (u) => {
      if (await cache.match(u.pathname)) return;
      await cache.add(u.pathname).catch(() => undefined);
    }),
  );
}

/** Page loads: the network first (and keep the fresh index.html); offline, the kept index.html. */
async function navigation(event) {
  try {
    const res = await fetch(event.request);
    if (res.ok && (res.headers.get("content-type") || "").includes("text/html")) {
      const copy = res.clone();
      event.waitUntil(caches.open(SHELL_CACHE).then((cache) => cache.put(SHELL_PAGE, copy)));
    }
    return res;
  } catch (err) {
    const kept = await caches.open(SHELL_CACHE).then((cache) => cache.match(SHELL_PAGE));
    if (kept) return kept;
    throw err;
  }
}

/** Content-hashed files never change under one name: the kept copy first, else the network (then keep it). */
async function cacheFirst(event) {
  const cache = await caches.open(SHELL_CACHE);
  const kept = await cache.match(event.request, { ignoreVary: true });
  if (kept) return kept;
  const res = await fetch(event.request);
  if (res.ok) {
    const copy = res.clone();
    event.waitUntil(cache.put(event.request, copy));
  }
  return res;
}

/**
 * Readable API answers: the network first; a 200 is kept (for this session only), a 401 drops every
 * kept answer. Without a network, the kept answer is served, marked with FROM_CACHE_HEADER.
 */
async function networkFirstApi(event) {
  const request = event.request;
  const before = generation;
  let res;
  try {
    res = await fetch(request);
  } catch (err) {
    const kept = await caches.open(API_CACHE).then((cache) => cache.match(request, { ignoreVary: true }));
    if (!kept) throw err;
    const headers = new Headers(kept.headers);
    headers.set(FROM_CACHE_HEADER, "1");
    return new Response(kept.body, { status: kept.status, statusText: kept.statusText, headers });
  }
  if (res.status === 401) return dropOnSignedOut(res);
  if (res.status === 200 && before === generation) {
    const copy = res.clone();
    event.waitUntil(caches.open(API_CACHE).then((cache) => (before === generation ? cache.put(request, copy) : undefined)));
  }
  return res;
}

/** A 401 means no session: nothing kept for the previous one may be shown again. */
async function dropOnSignedOut(res) {
  if (res.status === 401) await clearApiCache();
  return res;
}

/** Drops every kept API answer (all versions). */
async function clearApiCache() {
  generation += 1;
  const names = await caches.keys();
  await Promise.all(names.filter((n) => n.startsWith(`${PREFIX}api-`)).map((n) => caches.delete(n)));
}

self.addEventListener("push", (event) => {
  let data = { title: "Pantry → Meals", body: "", url: "/planner", tag: "meal" };
  try {
    data = { ...data, ...event.data.json() };
  } catch {
    if (event.data) data.body = event.data.text();
  }
  event.waitUntil(
    self.registration.showNotification(data.title, {
      body: data.body,
      tag: data.tag,
      icon: "/icons/icon-192.png",
      data: { url: data.url },
    }),
  );
});

self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const url = new URL(event.notification.data?.url || "/planner", self.location.origin).href;
  event.waitUntil(
    self.clients.matchAll({ type: "window", includeUncontrolled: true }).then((windows) => {
      const open = windows.find((w) => w.url.startsWith(self.location.origin));
      if (open) return open.navigate(url).then((w) => (w || open).focus());
      return self.clients.openWindow(url);
    }),
  );
});
