/**
 * Small text helpers for bench/run-all.ts: pull the Markdown a benchmark printed out of its
 * output, and rewrite one marked block of bench/README.md.
 */

/**
 * The Markdown tables (runs of lines starting with "|") and headings ("#…") in `output`, in
 * order, blank line between runs; progress lines and logs are dropped. A line saying a benchmark
 * was skipped ("skip…", "… skipped …") is kept, so a missing data set shows in the README.
 */
export function extractMarkdown(output: string): string {
  const runs: string[][] = [];
  let current: string[] | null = null;
  for (const raw of output.split("\n")) {
    const line = raw.trimEnd();
    const keep = line.startsWith("|") || /^#{1,6} /.test(line) || /\bskip(ped|ping)?\b/i.test(line);
    if (!keep) {
      current = null;
      continue;
    }
    // Headings are demoted below the README's "### benchmark" level.
    const text = /^#{1,6} /.test(line) ? `#### ${line.replace(/^#+ /, "")}` : line;
    if (!current || !line.startsWith("|")) {
      current = [];
      runs.push(current);
    }
    current.push(text);
  }
  return runs.map((r) => r.join("\n")).join("\n\n");
}

/**
 * Split a "Latest run" block into its "### name — title" subsections, keyed by name.
 * Text before the first subsection is dropped.
 */
export function splitSubsections(block: string): Map<string, string> {
  const out = new Map<string, string>();
  const parts = block.split(/^(?=### )/m);
  for (const part of parts) {
    const m = /^### (\S+) /.exec(part);
    if (m) out.set(m[1], part.trim());
  }
  return out;
}

/**
 * `text` with the content between `<!-- {name}:start -->` and `<!-- {name}:end -->` replaced by
 * `update(old content)`.
 * @throws Error when the markers are missing or out of order (the README was edited by hand).
 */
export function replaceBlock(text: string, name: string, update: (old: string) => string): string {
  const start = `<!-- ${name}:start -->`;
  const end = `<!-- ${name}:end -->`;
  const i = text.indexOf(start);
  const j = text.indexOf(end);
  if (i < 0 || j < i) throw new Error(`bench/README.md lacks the ${start} … ${end} markers`);
  const old = text.slice(i + start.length, j).trim();
  return `${text.slice(0, i + start.length)}\n\n${update(old).trim()}\n\n${text.slice(j)}`;
}
