import { Link } from "wouter";
import { MapPinOff } from "lucide-react";
import { Button } from "../components/ui/button";

export function NotFoundRoute() {
  return (
    <div className="flex flex-col items-center py-16 text-center">
      <span className="flex size-16 items-center justify-center rounded-2xl bg-muted text-muted-foreground">
        <MapPinOff className="size-8" aria-hidden="true" />
      </span>
      <h1 className="mt-5 text-2xl font-bold">Page not found</h1>
      <p className="mt-1 text-sm text-muted-foreground">This page doesn't exist. Let's get you back to your pantry.</p>
      <Button asChild className="mt-6">
        <Link href="/">Back to pantry</Link>
      </Button>
    </div>
  );
}
