import { useEffect, useState, type ReactNode } from "react";
import { CircleAlert, CircleCheck, CircleDot, ExternalLink, Loader2, Play, RotateCcw } from "lucide-react";
import type { Recipe } from "../../../../shared/schemas/recipes";
import { Button } from "../../../components/ui/button";
import { ErrorAlert } from "../../../components/ui/alert";
import { Label } from "../../../components/ui/label";
import { Textarea } from "../../../components/ui/textarea";
import type { BatchResult } from "../api/import-recipe-batch";
import { useImportUrlBatch } from "../api/use-import-url-batch";
import type { ImportOneOptions } from "../api/import-recipe-batch";
import { MAX_BATCH_URLS, readUrlList, type UrlList } from "./url-batch-lines";

/** What is wrong with the list before anything starts, or null when it can start. */
function listProblem(list: UrlList): ReactNode {
  if (list.invalid.length)
    return (
      <>
        <p className="font-medium">
          {list.invalid.length === 1 ? "This line is not a web address" : `These ${list.invalid.length} lines are not web addresses`}; fix or remove{" "}
          {list.invalid.length === 1 ? "it" : "them"}, then start again:
        </p>
        <ul className="mt-1 list-disc pl-5">
          {list.invalid.slice(0, 10).map((l) => (
            <li key={l.line} className="break-all">
              Line {l.line}: {l.text}
            </li>
          ))}
          {list.invalid.length > 10 && <li>and {list.invalid.length - 10} more</li>}
        </ul>
      </>
    );
  if (list.tooMany) return `At most ${MAX_BATCH_URLS} links at a time: this list has ${list.urls.length}. Import the first ${MAX_BATCH_URLS}, then the rest.`;
  if (list.urls.length === 0) return "Paste at least one recipe link, one per line.";
  return null;
}

/** The link as a short label: host and path. */
const shortUrl = (url: string) => {
  const u = new URL(url);
  return `${u.host}${u.pathname === "/" ? "" : u.pathname}`;
};

function ResultRow({ url, result, current, onOpen }: { url: string; result?: BatchResult; current: boolean; onOpen?: (r: Recipe) => void }) {
  const icon = !result ? (
    current ? (
      <Loader2 aria-hidden="true" className="size-5 animate-spin text-primary" />
    ) : (
      <CircleDot aria-hidden="true" className="size-5 text-muted-foreground" />
    )
  ) : result.status === "failed" ? (
    <CircleAlert aria-hidden="true" className="size-5 text-destructive" />
  ) : (
    <CircleCheck aria-hidden="true" className="size-5 text-success" />
  );
  const status = !result
    ? current
      ? "Importing…"
      : "Waiting"
    : result.status === "failed"
      ? `Failed: ${result.reason}`
      : result.status === "imported"
        ? "Imported"
        : "Already in your recipes";
  return (
    <li className="grid grid-cols-[1.25rem_minmax(0,1fr)_auto] items-center gap-3 border-b py-2 last:border-b-0" data-testid="url-batch-row">
      {icon}
      <div className="min-w-0">
        <p className="truncate text-sm font-medium" title={url}>
          {result && result.status !== "failed" ? result.recipe.title : shortUrl(url)}
        </p>
        <p className={result?.status === "failed" ? "text-sm text-destructive" : "truncate text-xs text-muted-foreground"}>
          {status}
          {result && result.status !== "failed" ? ` · ${shortUrl(url)}` : ""}
        </p>
      </div>
      {result && result.status !== "failed" && onOpen ? (
        <Button variant="outline" size="sm" className="h-11" onClick={() => onOpen(result.recipe)} aria-label={`Open ${result.recipe.title}`}>
          <ExternalLink aria-hidden="true" />
          Open
        </Button>
      ) : (
        <span />
      )}
    </li>
  );
}

/** Seconds left until `until` (ms since epoch), ticking every second while set. */
function useSecondsLeft(until: number | null): number | null {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (until === null) return;
    const t = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(t);
  }, [until]);
  return until === null ? null : Math.max(0, Math.ceil((until - now) / 1000));
}

/**
 * Issue 21 item 5, the Add Recipe dialog's "Several links" tab: a text box of recipe links (one a
 * line, at most MAX_BATCH_URLS, duplicates kept once; lines that are not links are listed before
 * anything starts) → each link through today's page importer one after another, with a progress
 * bar ("3 of 12") and a row per link: imported (Open shows the recipe), already in your recipes,
 * or failed with the server's reason (Open appears once the run has ended: it closes the dialog). "Stop" ends the run after the current link; a rate-limit
 * answer waits as the server says, and the wait is shown. `onOpen` opens a recipe.
 */
export function UrlBatchForm({ onOpen, footer, wait }: { onOpen: (recipe: Recipe) => void; footer: (submit: ReactNode) => ReactNode; wait?: ImportOneOptions["wait"] }) {
  const [text, setText] = useState("");
  const [problem, setProblem] = useState<ReactNode>(null);
  const [note, setNote] = useState<string | null>(null);
  const { state, start, cancel, reset } = useImportUrlBatch(wait);
  const secondsLeft = useSecondsLeft(state.waitingUntil);
  const running = state.phase === "running";
  const finished = state.phase === "done" || state.phase === "cancelled";
  const doneCount = state.results.length;
  const total = state.urls.length;

  const begin = () => {
    const list = readUrlList(text);
    const bad = listProblem(list);
    setProblem(bad);
    if (bad) return;
    setNote(list.duplicates ? `${list.duplicates} repeated ${list.duplicates === 1 ? "link was" : "links were"} left out.` : null);
    void start(list.urls);
  };

  const button = running ? (
    <Button variant="destructive" onClick={cancel} disabled={state.stopping}>
      {state.stopping ? "Stopping after this one…" : "Stop"}
    </Button>
  ) : finished ? (
    <Button
      onClick={() => {
        reset();
        setText("");
        setNote(null);
      }}
    >
      <RotateCcw aria-hidden="true" />
      Import more links
    </Button>
  ) : (
    <Button type="submit" form="recipe-url-batch-form" disabled={text.trim() === ""}>
      <Play aria-hidden="true" />
      Import all
    </Button>
  );

  const percent = total ? Math.round((doneCount / total) * 100) : 0;
  const counts = {
    imported: state.results.filter((r) => r.status === "imported").length,
    existing: state.results.filter((r) => r.status === "existing").length,
    failed: state.results.filter((r) => r.status === "failed").length,
  };

  return (
    <>
      <div className="min-h-0 flex-1 overflow-y-auto">
        <form
          id="recipe-url-batch-form"
          aria-label="Import several recipe links"
          noValidate
          className="grid gap-3 px-5 py-4"
          onSubmit={(e) => {
            e.preventDefault();
            if (!running && !finished) begin();
          }}
        >
          {state.phase === "idle" ? (
            <div className="grid gap-1.5">
              <Label htmlFor="recipe-url-batch">Recipe links</Label>
              <Textarea
                id="recipe-url-batch"
                value={text}
                rows={8}
                className="min-h-[30dvh]"
                inputMode="url"
                spellCheck={false}
                autoCapitalize="off"
                placeholder={"https://example.com/best-pancakes\nhttps://example.org/lentil-soup"}
                aria-describedby="recipe-url-batch-help"
                onChange={(e) => {
                  setText(e.target.value);
                  setProblem(null);
                }}
              />
              <p id="recipe-url-batch-help" className="text-sm text-muted-foreground">
                One link per line, up to {MAX_BATCH_URLS}. Each page is imported as with From URL, one after another.
              </p>
            </div>
          ) : (
            <div className="grid gap-2">
              <div className="flex items-start justify-between gap-3 text-sm">
                <span role="status" aria-live="polite">
                  {running
                    ? secondsLeft !== null
                      ? `The server asked for a pause: continuing in ${secondsLeft} s (${doneCount} of ${total} done)`
                      : `Importing ${Math.min(doneCount + 1, total)} of ${total}`
                    : `${state.phase === "cancelled" ? "Stopped" : "Done"}: ${counts.imported} imported, ${counts.existing} already in your recipes, ${counts.failed} failed`}
                </span>
                <span className="shrink-0 whitespace-nowrap text-muted-foreground tabular-nums">
                  {doneCount} of {total}
                </span>
              </div>
              <div
                role="progressbar"
                aria-label="Links imported"
                aria-valuemin={0}
                aria-valuemax={total}
                aria-valuenow={doneCount}
                aria-valuetext={`${doneCount} of ${total}`}
                className="h-2.5 overflow-hidden rounded-full bg-muted"
              >
                <div className="h-full rounded-full bg-primary transition-[width] duration-300" style={{ width: `${percent}%` }} />
              </div>
              {note && <p className="text-sm text-muted-foreground">{note}</p>}
              <ul aria-label="Links" className="mt-1">
                {state.urls.map((url, i) => (
                  <ResultRow key={url} url={url} result={state.results[i]} current={running && i === doneCount} onOpen={running ? undefined : onOpen} />
                ))}
              </ul>
            </div>
          )}
          {problem && <ErrorAlert>{problem}</ErrorAlert>}
        </form>
      </div>
      {footer(button)}
    </>
  );
}
