import { useState } from "react";
import { CalendarPlus, ChevronRight, RefreshCw } from "lucide-react";
import { Button } from "../../../components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../../components/ui/card";
import { Skeleton } from "../../../components/ui/skeleton";
import { useCalendarFeed, useMakeCalendarFeed, useRemoveCalendarFeed } from "../api/calendar-feed";
import { ConfirmDialog } from "./confirm-dialog";
import { CopyField } from "./copy-field";

const when = (iso: string) =>
  new Date(iso).toLocaleString(undefined, { day: "numeric", month: "short", year: "numeric", hour: "2-digit", minute: "2-digit" });

/** Where to paste the link in the three big calendar apps. */
function HowToSubscribe() {
  return (
    <details className="group text-sm">
      <summary className="flex min-h-11 cursor-pointer items-center gap-1.5 font-medium">
        <ChevronRight className="size-4 transition-transform group-open:rotate-90" aria-hidden="true" />
        How to subscribe
      </summary>
      <ul className="grid list-disc gap-1 pl-5 text-muted-foreground">
        <li>Google Calendar (on a computer): Other calendars → + → From URL, paste the link.</li>
        <li>Apple Calendar: File → New Calendar Subscription (on iPhone: Settings → Calendar → Accounts → Add Subscribed Calendar).</li>
        <li>Outlook: Add calendar → Subscribe from web, paste the link.</li>
      </ul>
    </details>
  );
}

/**
 * Settings → Calendar feed (issue 23 item 3): a private iCalendar link of the household's meal plan
 * for Google, Apple and Outlook calendars. The link is shown once, when made or reset (only its hash
 * is stored); "Reset link" replaces it (the old one stops working), "Turn off" removes it.
 */
export function CalendarFeedCard() {
  const feed = useCalendarFeed();
  const make = useMakeCalendarFeed();
  const remove = useRemoveCalendarFeed();
  const [url, setUrl] = useState<string | null>(null);
  const [asking, setAsking] = useState<"reset" | "off" | null>(null);
  const makeLink = () =>
    make.mutate(undefined, {
      onSuccess: (answer) => {
        setUrl(answer.url);
        setAsking(null);
      },
    });
  const status = feed.data;
  return (
    <Card role="region" aria-labelledby="calendar-feed-title">
      <CardHeader>
        <CardTitle id="calendar-feed-title" className="text-base">
          Calendar feed
        </CardTitle>
        <CardDescription>
          See your household’s meal plan in Google Calendar, Apple Calendar or Outlook. Meals appear at the time of their meal reminder when
          that reminder is on, otherwise as all-day events; repeating meals repeat there too. The link is private: anyone who has it can see
          your plan.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid grid-cols-1 gap-4">
        {feed.isLoading ? (
          <Skeleton className="h-11" />
        ) : feed.isError ? (
          <p className="text-sm text-destructive">Couldn't load your calendar link. Reload the page to try again.</p>
        ) : (
          <>
            {url && (
              <div
                className="grid gap-2 rounded-xl border border-success-border bg-success-soft px-3.5 py-3 text-success-soft-foreground"
                role="status"
              >
                <p className="text-sm font-semibold">Copy your calendar link now: for your privacy it is shown only once.</p>
                <CopyField id="calendar-feed-url" label="Calendar link" value={url} />
                <HowToSubscribe />
              </div>
            )}
            {status?.exists ? (
              <>
                <p className="text-sm text-muted-foreground">
                  {url ? "Link made just now." : `Your link was made ${when(status.createdAt!)}. Lost it? Reset it to get a new one.`}{" "}
                  {status.lastFetchedAt ? `A calendar last fetched it ${when(status.lastFetchedAt)}.` : "No calendar has fetched it yet."}
                </p>
                <div className="flex flex-col gap-3 sm:flex-row sm:justify-between">
                  <Button variant="outline" disabled={make.isPending} onClick={() => setAsking("reset")}>
                    <RefreshCw aria-hidden="true" />
                    Reset link
                  </Button>
                  <Button variant="ghost" className="text-destructive" disabled={remove.isPending} onClick={() => setAsking("off")}>
                    Turn off
                  </Button>
                </div>
              </>
            ) : (
              <Button className="sm:justify-self-start" disabled={make.isPending} onClick={makeLink}>
                <CalendarPlus aria-hidden="true" />
                {make.isPending ? "Creating..." : "Create calendar link"}
              </Button>
            )}
          </>
        )}
        <ConfirmDialog
          open={asking === "reset"}
          onOpenChange={(o) => setAsking(o ? "reset" : null)}
          title="Reset the calendar link?"
          description="The old link stops working at once: calendars subscribed to it stop updating. Subscribe again with the new link."
          confirmLabel={make.isPending ? "Resetting..." : "Reset link"}
          busy={make.isPending}
          onConfirm={makeLink}
        />
        <ConfirmDialog
          open={asking === "off"}
          onOpenChange={(o) => setAsking(o ? "off" : null)}
          title="Turn the calendar link off?"
          description="The link stops working at once: calendars subscribed to it stop updating."
          confirmLabel={remove.isPending ? "Turning off..." : "Turn off"}
          busy={remove.isPending}
          onConfirm={() =>
            remove.mutate(undefined, {
              onSuccess: () => {
                setUrl(null);
                setAsking(null);
              },
            })
          }
        />
      </CardContent>
    </Card>
  );
}
