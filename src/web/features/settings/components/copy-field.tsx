import { useEffect, useRef, useState } from "react";
import { Check, Copy } from "lucide-react";
import { Button } from "../../../components/ui/button";
import { Input } from "../../../components/ui/input";

/**
 * Copy `text` to the clipboard: the Clipboard API where the page may use it (HTTPS or localhost),
 * else the selected text of `fallback` with the older copy command (plain-HTTP home servers).
 * Output: whether it was copied.
 */
async function copyText(text: string, fallback: HTMLInputElement | null): Promise<boolean> {
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // Fall through to the selection copy.
  }
  if (!fallback) return false;
  fallback.focus();
  fallback.select();
  try {
    return document.execCommand("copy");
  } catch {
    return false;
  }
}

/**
 * A secret shown once: a read-only field (selected on focus, so it can be copied by hand too) and a
 * Copy button that says "Copied" for two seconds; screen readers hear "Copied to the clipboard."
 * (a polite live region); a failed copy says so in red.
 */
export function CopyField({ id, label, value }: { id: string; label: string; value: string }) {
  const input = useRef<HTMLInputElement>(null);
  const [state, setState] = useState<"idle" | "copied" | "failed">("idle");
  useEffect(() => {
    if (state === "idle") return;
    const timer = setTimeout(() => setState("idle"), 2000);
    return () => clearTimeout(timer);
  }, [state]);
  return (
    <div className="grid gap-1.5">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Input
          ref={input}
          id={id}
          readOnly
          value={value}
          spellCheck={false}
          autoComplete="off"
          className="font-mono text-xs read-only:text-foreground md:text-xs"
          onFocus={(e) => e.currentTarget.select()}
        />
        <Button variant="outline" onClick={async () => setState((await copyText(value, input.current)) ? "copied" : "failed")}>
          {state === "copied" ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
          {state === "copied" ? "Copied" : "Copy"}
        </Button>
      </div>
      <p aria-live="polite" className="sr-only">
        {state === "copied" ? "Copied to the clipboard." : ""}
      </p>
      {state === "failed" && <p className="text-xs text-destructive">Couldn't copy: select the text and copy it by hand.</p>}
    </div>
  );
}
