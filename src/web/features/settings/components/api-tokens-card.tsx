import { useState, type FormEvent } from "react";
import { ChevronRight, KeyRound, Plus } from "lucide-react";
import { API_TOKEN_NAME_MAX, type ApiToken, type CreatedApiToken } from "../../../../shared/schemas/api-tokens";
import { Button } from "../../../components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../../components/ui/card";
import { Input } from "../../../components/ui/input";
import { Skeleton } from "../../../components/ui/skeleton";
import { useApiTokens, useCreateApiToken, useRevokeApiToken } from "../api/api-tokens";
import { ConfirmDialog } from "./confirm-dialog";
import { CopyField } from "./copy-field";

/** "27 Nov 2026" in the reader's locale. */
const dateOf = (iso: string) => new Date(iso).toLocaleDateString(undefined, { day: "numeric", month: "short", year: "numeric" });

/** "Last used 27 Nov 2026, 14:05" or "Never used". */
function lastUsed(iso: string | null): string {
  if (!iso) return "Never used";
  return `Last used ${new Date(iso).toLocaleString(undefined, { day: "numeric", month: "short", year: "numeric", hour: "2-digit", minute: "2-digit" })}`;
}

/** The token just made: shown once, with copy and an example call. */
function NewToken({ made, onDone }: { made: CreatedApiToken; onDone: () => void }) {
  const example = `curl -H "Authorization: Bearer ${made.token}" ${window.location.origin}/api/pantry/${made.householdId}`;
  return (
    <div
      className="grid gap-3 rounded-xl border border-success-border bg-success-soft px-3.5 py-3 text-success-soft-foreground"
      role="status"
    >
      <p className="text-sm font-semibold">Copy “{made.name}” now: it won’t be shown again.</p>
      <CopyField id="new-api-token" label="Your new token" value={made.token} />
      <details className="group text-sm">
        <summary className="flex min-h-11 cursor-pointer items-center gap-1.5 font-medium">
          <ChevronRight className="size-4 transition-transform group-open:rotate-90" aria-hidden="true" />
          Example: read your pantry
        </summary>
        <code className="block overflow-x-auto rounded-lg bg-card px-3 py-2 font-mono text-xs break-all whitespace-pre-wrap text-foreground">
          {example}
        </code>
      </details>
      <Button variant="outline" className="sm:justify-self-start" onClick={onDone}>
        I’ve copied it
      </Button>
    </div>
  );
}

/** One listed token with its Revoke button (asks first). */
function TokenRow({ token }: { token: ApiToken }) {
  const [asking, setAsking] = useState(false);
  const revoke = useRevokeApiToken();
  return (
    <li className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 rounded-xl bg-muted/60 px-3.5 py-2.5 text-sm">
      <span className="min-w-0 flex-1">
        <span className="block truncate font-medium">{token.name}</span>
        <span className="block text-xs text-muted-foreground">
          Created {dateOf(token.createdAt)} · {lastUsed(token.lastUsedAt)}
        </span>
      </span>
      <Button variant="outline" aria-label={`Revoke ${token.name}`} onClick={() => setAsking(true)}>
        Revoke
      </Button>
      <ConfirmDialog
        open={asking}
        onOpenChange={setAsking}
        title={`Revoke “${token.name}”?`}
        description="Scripts using this token stop working at once (they get 401 Unauthorized). This cannot be undone."
        confirmLabel={revoke.isPending ? "Revoking..." : "Revoke token"}
        busy={revoke.isPending}
        onConfirm={() => revoke.mutate(token.id, { onSuccess: () => setAsking(false) })}
      />
    </li>
  );
}

/**
 * Settings → API tokens (issue 23 item 5): make a personal token for scripts and home automation
 * (shown once, with copy), list them (name, created, last used) and revoke them after a question.
 * Tokens read the pantry, add pantry items and read the meal plan of the household, nothing else.
 */
export function ApiTokensCard() {
  const tokens = useApiTokens();
  const create = useCreateApiToken();
  const [name, setName] = useState("");
  const [made, setMade] = useState<CreatedApiToken | null>(null);
  const trimmed = name.trim();
  const tooLong = trimmed.length > API_TOKEN_NAME_MAX;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!trimmed || tooLong) return;
    create.mutate(trimmed, {
      onSuccess: (answer) => {
        setMade(answer);
        setName("");
      },
    });
  };
  return (
    <Card role="region" aria-labelledby="api-tokens-title">
      <CardHeader>
        <CardTitle id="api-tokens-title" className="text-base">
          API tokens
        </CardTitle>
        <CardDescription>
          For scripts and home automation. A token can read the pantry, add pantry items and read the meal plan of your household — nothing
          else. Send it as <code className="font-mono text-xs">Authorization: Bearer &lt;token&gt;</code>; the{" "}
          <a className="font-medium text-primary underline underline-offset-4" href="/api/docs" target="_blank" rel="noreferrer">
            API documentation
          </a>{" "}
          lists the calls.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid grid-cols-1 gap-4">
        {made && <NewToken made={made} onDone={() => setMade(null)} />}
        <form onSubmit={submit} className="grid gap-1.5" noValidate>
          <label htmlFor="api-token-name" className="text-sm font-medium">
            Token name
          </label>
          <div className="flex flex-col gap-2 sm:flex-row">
            <Input
              id="api-token-name"
              placeholder="e.g. Kitchen display"
              value={name}
              maxLength={API_TOKEN_NAME_MAX + 20}
              aria-invalid={tooLong || undefined}
              aria-describedby={tooLong ? "api-token-name-error" : undefined}
              onChange={(e) => setName(e.target.value)}
            />
            <Button type="submit" disabled={!trimmed || tooLong || create.isPending}>
              <Plus aria-hidden="true" />
              {create.isPending ? "Creating..." : "Create token"}
            </Button>
          </div>
          {tooLong && (
            <p id="api-token-name-error" className="text-sm text-destructive">
              Use at most {API_TOKEN_NAME_MAX} characters.
            </p>
          )}
        </form>
        {tokens.isLoading ? (
          <Skeleton className="h-14" />
        ) : tokens.isError ? (
          <p className="text-sm text-destructive">Couldn't load your tokens. Reload the page to try again.</p>
        ) : tokens.data && tokens.data.length > 0 ? (
          <ul className="grid grid-cols-1 gap-2" aria-label="Your API tokens">
            {tokens.data.map((t) => (
              <TokenRow key={t.id} token={t} />
            ))}
          </ul>
        ) : (
          <p className="flex items-center gap-2 text-sm text-muted-foreground">
            <KeyRound aria-hidden="true" className="size-4" />
            No tokens yet. Make one for each script, so you can revoke them one by one.
          </p>
        )}
      </CardContent>
    </Card>
  );
}
