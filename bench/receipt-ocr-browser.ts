// Benchmark: reading receipts in the browser, the way a phone user does (issue 22 item 2): the
// built client on the real server, Debian Chromium with phone emulation (390×844, touch, mobile,
// device scale 2; no CPU throttling), one signed-in page, the Scan receipt dialog kept open, and
// receipts from ../shared/testdata/receipts chosen one after another ("Start over" between them).
// Per receipt: seconds from choosing the photo to the end of text recognition (the analysis
// spinner or an outcome appears), and to the review list; whether "Loading text recognition..."
// was shown. Goal: ≤ 3 s per receipt after the first (text recognition). Method: bench/receipts.md.
//   npx tsx bench/receipt-ocr-browser.ts                 6 receipts (needs `npm run build` first)
//   npx tsx bench/receipt-ocr-browser.ts --all           all 20
//   npx tsx bench/receipt-ocr-browser.ts --only=sroie-014,sroie-391
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { chromium, type Browser, type Page } from "@playwright/test";
import { startSeededServer } from "./web/server";

const root = path.resolve(import.meta.dirname, "..");
const dataDir = path.resolve(root, "../shared/testdata/receipts");
const args = process.argv.slice(2);
const only = args
  .find((a) => a.startsWith("--only="))
  ?.slice(7)
  .split(",");
const count = args.includes("--all") ? Infinity : Number(args.find((a) => a.startsWith("--count="))?.slice(8) ?? 6);

/**
 * Records, in the page, when each status text ([role=status]; "review" for the review list) first
 * appears: performance.now() ms in window.__statuses. A string, so tsx adds no helpers to it.
 */
const WATCH_STATUSES = `(() => {
  window.__statuses = [];
  const seen = () => {
    for (const el of document.querySelectorAll('[role="status"], [aria-label="Items on the receipt"]')) {
      const text = el.getAttribute("aria-label") === "Items on the receipt" ? "review" : (el.textContent || "").trim();
      const last = window.__statuses[window.__statuses.length - 1];
      if (text && (!last || last.text !== text)) window.__statuses.push({ t: performance.now(), text });
    }
  };
  new MutationObserver(seen).observe(document.body, { subtree: true, childList: true, characterData: true });
})()`;

/** Clock ticks per second of /proc/<pid>/stat times (USER_HZ; 100 on Linux). */
const TICKS_PER_S = 100;

/**
 * CPU seconds used so far by every Chromium process this benchmark started (descendants of this
 * process whose name starts with "chrom": browser, renderer with its workers, GPU and utility
 * processes; not the app server). Linux /proc only; NaN elsewhere.
 */
function chromiumCpuSeconds(): number {
  if (!fs.existsSync("/proc/self/stat")) return NaN;
  const procs = new Map<number, { ppid: number; comm: string; ticks: number }>();
  for (const entry of fs.readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, "utf8");
      const close = stat.lastIndexOf(")");
      const fields = stat.slice(close + 2).split(" ");
      procs.set(Number(entry), {
        comm: stat.slice(stat.indexOf("(") + 1, close),
        ppid: Number(fields[1]),
        ticks: Number(fields[11]) + Number(fields[12]),
      });
    } catch {
      // the process ended meanwhile
    }
  }
  const mine = (pid: number): boolean => {
    for (let p = procs.get(pid)?.ppid; p !== undefined && p > 1; p = procs.get(p)?.ppid) if (p === process.pid) return true;
    return false;
  };
  let ticks = 0;
  for (const [pid, p] of procs) if (p.comm.startsWith("chrom") && mine(pid)) ticks += p.ticks;
  return ticks / TICKS_PER_S;
}

interface Run {
  id: string;
  /** Photo chosen → recognition over (analysis spinner, review or an outcome), s. */
  ocrS: number;
  /** Photo chosen → review list (or an outcome), s. */
  reviewS: number;
  /** CPU seconds of all Chromium processes over the same span (load-independent). */
  cpuS: number;
  loadingShown: boolean;
  outcome: string;
  items: number;
}

async function readOne(page: Page, id: string): Promise<Run> {
  const dialog = page.getByRole("dialog", { name: "Scan receipt" });
  await page.evaluate("window.__statuses = []");
  const t0 = await page.evaluate<number>("performance.now()");
  const cpu0 = chromiumCpuSeconds();
  await dialog.getByLabel("Choose a receipt image").setInputFiles(path.join(dataDir, `${id}.jpg`));
  const review = dialog.getByRole("list", { name: "Items on the receipt" });
  const outcomes = [
    review,
    dialog.getByText("Receipt processed - 0 items detected"),
    dialog.getByText("Something went wrong with this receipt."),
  ];
  await outcomes[0].or(outcomes[1]).or(outcomes[2]).first().waitFor({ timeout: 180_000 });
  const t1 = await page.evaluate<number>("performance.now()");
  const cpuS = chromiumCpuSeconds() - cpu0;
  const statuses = await page.evaluate<{ t: number; text: string }[]>("window.__statuses");
  const analysing = statuses.find((s) => /Finding the items|review/.test(s.text));
  const items = (await review.isVisible()) ? await dialog.getByTestId("receipt-line").count() : 0;
  const outcome = items > 0 ? "review" : (await outcomes[1].isVisible()) ? "0 items" : "failed";
  await dialog.getByRole("button", { name: /Start over|Choose another image/ }).click();
  await dialog.getByLabel("Choose a receipt image").waitFor({ state: "attached" });
  return {
    id,
    ocrS: ((analysing?.t ?? t1) - t0) / 1000,
    reviewS: (t1 - t0) / 1000,
    cpuS,
    loadingShown: statuses.some((s) => s.text.startsWith("Loading text recognition")),
    outcome,
    items,
  };
}

const median = (xs: readonly number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length === 0 ? NaN : s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

async function main(): Promise<void> {
  if (!fs.existsSync(path.join(dataDir, "manifest.csv"))) {
    console.log(`Receipt test data not found at ${dataDir}: skipping the browser receipt OCR bench.`);
    return;
  }
  if (!fs.existsSync(path.join(root, "dist/web/index.html"))) {
    console.log("dist/web is not built: run `npm run build` first. Skipping the browser receipt OCR bench.");
    return;
  }
  const ids = fs
    .readFileSync(path.join(dataDir, "manifest.csv"), "utf8")
    .trim()
    .split(/\r?\n/)
    .slice(1)
    .map((l) => l.split(",")[0])
    .filter((id) => !only || only.includes(id))
    .slice(0, count);
  console.error(`Reading ${ids.length} receipts in Chromium (phone emulation)…`);
  const server = await startSeededServer();
  const runs: Run[] = [];
  let browser: Browser | null = null;
  try {
    browser = await chromium.launch({
      executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
      args: ["--no-sandbox", "--disable-gpu"],
    });
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
      deviceScaleFactor: 2,
    });
    await context.addCookies([{ ...server.cookiePair, url: server.url }]);
    const page = await context.newPage();
    await page.goto(server.url);
    await page.getByText(server.sampleItem).first().waitFor({ timeout: 60_000 });
    await page.evaluate(WATCH_STATUSES);
    await page.getByRole("button", { name: "Scan receipt" }).click();
    for (const id of ids) {
      runs.push(await readOne(page, id));
      const r = runs[runs.length - 1];
      console.error(`${id}: ${r.ocrS.toFixed(2)} s to text, ${r.reviewS.toFixed(2)} s to review, ${r.outcome}`);
    }
  } finally {
    await browser?.close();
    await server.stop();
  }
  const date = new Date().toISOString().slice(0, 10);
  console.log(
    `Browser receipt OCR, ${date}, ${os.cpus().length} cores, Chromium phone emulation, load average ${os.loadavg()[0].toFixed(1)}\n`,
  );
  console.log(
    "| # | receipt | s to text | s to review | Chromium CPU s | 'Loading text recognition' shown | outcome (lines) |\n|---:|---|---:|---:|---:|---|---|",
  );
  runs.forEach((r, i) =>
    console.log(
      `| ${i + 1} | ${r.id} | ${r.ocrS.toFixed(2)} | ${r.reviewS.toFixed(2)} | ${r.cpuS.toFixed(2)} | ${r.loadingShown ? "yes" : "no"} | ${r.outcome} (${r.items}) |`,
    ),
  );
  const later = runs.slice(1);
  console.log("\n| measure | first receipt | later receipts: median / max | goal |\n|---|---:|---:|---|");
  const row = (label: string, pick: (r: Run) => number, goal: string) =>
    console.log(
      `| ${label} | ${runs[0] ? pick(runs[0]).toFixed(2) : "-"} | ${later.length ? `${median(later.map(pick)).toFixed(2)} / ${Math.max(...later.map(pick)).toFixed(2)}` : "-"} | ${goal} |`,
    );
  row("s to text (photo chosen → recognition over)", (r) => r.ocrS, "≤ 3 s after the first");
  row("s to review (+ the server's analysis)", (r) => r.reviewS, "");
  row("Chromium CPU s (all threads) to review", (r) => r.cpuS, "");
}

main().catch((err: unknown) => {
  console.error(err);
  process.exitCode = 1;
});
