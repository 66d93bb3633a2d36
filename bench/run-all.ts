/**
 * `npm run bench`: runs every benchmark in bench/ one after another (each in its own process, so
 * one's memory and JIT state do not colour the next), keeps the Markdown tables each prints, and
 * rewrites the "Latest run" block of bench/README.md with them, stamped with the date and machine.
 *
 *   npm run bench                       every benchmark (about 40–50 min on 2 cores: OCR and load dominate)
 *   npm run bench -- --only=api,web     just these (names below)
 *   npm run bench -- --quick            skip the slow ones (barcodes, receipt OCR, api, web, load)
 *   npm run bench -- --dry-run          print what would run
 *
 * A benchmark that exits non-zero (a budget missed) is reported as failed, the others still run,
 * and the command exits 1 at the end. Benchmarks that need ../shared/testdata print a skip line
 * when it is absent; that line is what lands in the table.
 */
import { spawnSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { BENCHMARKS, type Benchmark } from "./benchmarks";
import { extractMarkdown, replaceBlock, splitSubsections } from "./markdown-block";

const README = path.join(import.meta.dirname, "README.md");

/** "2 cores, AMD EPYC, 24 GiB, Node 20.20.2", after the machine kind when BENCH_MACHINE names it. */
function machineLabel(): string {
  const cpus = os.cpus();
  const model = cpus[0]?.model.replace(/\s+/g, " ").trim() ?? "unknown CPU";
  const specs = `${cpus.length} cores, ${model}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.versions.node}`;
  return process.env.BENCH_MACHINE ? `${process.env.BENCH_MACHINE} (${specs})` : specs;
}

interface Outcome {
  bench: Benchmark;
  ok: boolean;
  seconds: number;
  markdown: string;
}

function runOne(bench: Benchmark): Outcome {
  const started = Date.now();
  process.stdout.write(`\n## ${bench.name}: tsx ${[bench.script, ...bench.args].join(" ")}\n`);
  const res = spawnSync(process.execPath, ["--import", "tsx", bench.script, ...bench.args], {
    cwd: path.join(import.meta.dirname, ".."),
    encoding: "utf8",
    stdio: ["ignore", "pipe", "inherit"],
    maxBuffer: 64 * 2 ** 20,
    env: { ...process.env, FORCE_COLOR: "0" },
  });
  const out = res.stdout ?? "";
  process.stdout.write(out);
  return { bench, ok: res.status === 0, seconds: (Date.now() - started) / 1000, markdown: extractMarkdown(out) };
}

/** One benchmark's subsection of the "Latest run" block: heading, how and when, its tables. */
function renderOne(o: Outcome, date: string, machine: string): string {
  const status = o.ok ? `${o.seconds.toFixed(0)} s` : `**failed** after ${o.seconds.toFixed(0)} s (see its output)`;
  return `### ${o.bench.name} — ${o.bench.title}\n\n\`${o.bench.command}\` · ${date} · ${machine} · ${status}\n\n${o.markdown || "(no table printed)"}`;
}

function main(): void {
  const argv = process.argv.slice(2);
  const only = argv
    .find((a) => a.startsWith("--only="))
    ?.slice("--only=".length)
    .split(",");
  const quick = argv.includes("--quick");
  const unknown = only?.filter((n) => !BENCHMARKS.some((b) => b.name === n)) ?? [];
  if (unknown.length) {
    console.error(`Unknown benchmark(s): ${unknown.join(", ")}. Known: ${BENCHMARKS.map((b) => b.name).join(", ")}`);
    process.exit(2);
  }
  const chosen = BENCHMARKS.filter((b) => (only ? only.includes(b.name) : !(quick && b.slow)));
  if (argv.includes("--dry-run")) {
    for (const b of chosen) console.log(`${b.name}: tsx ${[b.script, ...b.args].join(" ")}`);
    return;
  }
  const outcomes = chosen.map(runOne);
  const date = new Date().toISOString().slice(0, 10);
  // Benchmarks not run this time keep their subsection from the last run.
  let readme = readFileSync(README, "utf8");
  const machine = machineLabel();
  const fresh = new Map(outcomes.map((o) => [o.bench.name, renderOne(o, date, machine)]));
  readme = replaceBlock(readme, "latest-run", (old) => {
    const kept = splitSubsections(old);
    return BENCHMARKS.map((b) => fresh.get(b.name) ?? kept.get(b.name))
      .filter(Boolean)
      .join("\n\n");
  });
  writeFileSync(README, readme);
  const failed = outcomes.filter((o) => !o.ok).map((o) => o.bench.name);
  console.log(`\nbench/README.md "Latest run" updated (${outcomes.length} benchmarks).`);
  if (failed.length) {
    console.error(`Failed: ${failed.join(", ")}`);
    process.exit(1);
  }
}

main();
