import type { ReactNode } from "react";
import { Link, useLocation } from "wouter";
import { CalendarDays, ChefHat, History, House, ShoppingCart, type LucideIcon } from "lucide-react";
import type { User } from "../../shared/schemas/auth";
import { cn } from "../lib/cn";
import { OfflineBanner } from "./offline-banner";
import { BrandMark } from "./brand-logo";
import { Tooltip } from "./ui/tooltip";

interface NavItem {
  label: string;
  href: string;
  icon: LucideIcon;
  isActive: (path: string) => boolean;
}

/** SPEC §2: top and bottom navigation have Home, Recipes and Planner (→ /enhanced-planner); issue 11 adds Shopping. */
const NAV_ITEMS: NavItem[] = [
  { label: "Home", href: "/", icon: House, isActive: (p) => p === "/" },
  { label: "Recipes", href: "/recipes", icon: ChefHat, isActive: (p) => p.startsWith("/recipes") },
  {
    label: "Planner",
    href: "/enhanced-planner",
    icon: CalendarDays,
    isActive: (p) => p.startsWith("/enhanced-planner") || p.startsWith("/planner"),
  },
  // Issue 11 (beyond SPEC §2's three entries): the shared shopping list.
  { label: "Shopping", href: "/shopping", icon: ShoppingCart, isActive: (p) => p.startsWith("/shopping") },
];

function initials(user: User): string {
  const first = user.firstName?.trim()[0] ?? user.email[0] ?? "?";
  const last = user.lastName?.trim()[0] ?? "";
  return `${first}${last}`.toUpperCase();
}

export function AppShell({ user, children }: { user: User; children: ReactNode }) {
  const [path] = useLocation();
  const onSettings = path.startsWith("/settings");
  const onHistory = path.startsWith("/history");

  return (
    <div className="min-h-dvh">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-[60] focus:inline-flex focus:min-h-11 focus:items-center focus:rounded-lg focus:bg-card focus:px-3 focus:py-2 focus:shadow"
      >
        Skip to content
      </a>
      <header className="sticky top-0 z-40 border-b bg-background/85 backdrop-blur-md supports-[backdrop-filter]:bg-background/70">
        <div className="mx-auto flex h-16 max-w-6xl items-center gap-4 px-4 md:px-6">
          <Link href="/" className="flex min-h-11 items-center gap-2.5 rounded-xl font-bold tracking-tight">
            <BrandMark />
            <span className="text-brand">Pantry → Meals</span>
          </Link>
          <nav aria-label="Main" className="ml-6 hidden items-center gap-1 md:flex">
            {NAV_ITEMS.map((item) => {
              const active = item.isActive(path);
              return (
                <Link
                  key={item.href}
                  href={item.href}
                  aria-current={active ? "page" : undefined}
                  className={cn(
                    "inline-flex h-11 items-center gap-2 rounded-xl px-3.5 text-sm font-semibold transition-colors",
                    active ? "bg-primary-soft text-primary-soft-foreground" : "text-muted-foreground hover:bg-muted hover:text-foreground",
                  )}
                >
                  <item.icon className="size-4" aria-hidden="true" />
                  {item.label}
                </Link>
              );
            })}
          </nav>
          {/* Issue 23: History had no way in; it sits beside the profile on every screen size (the four bottom tabs stay). */}
          <Tooltip content="Pantry history">
            <Link
              href="/history"
              aria-label="History"
              aria-current={onHistory ? "page" : undefined}
              className={cn(
                "ml-auto inline-flex size-11 items-center justify-center rounded-full transition-colors",
                onHistory ? "bg-primary-soft text-primary-soft-foreground" : "text-muted-foreground hover:bg-muted hover:text-foreground",
              )}
            >
              <History className="size-5" aria-hidden="true" />
            </Link>
          </Tooltip>
          <Tooltip content="Profile & settings">
            <Link
              href="/settings"
              aria-label="Profile"
              aria-current={onSettings ? "page" : undefined}
              className={cn(
                "inline-flex size-11 items-center justify-center rounded-full text-sm font-bold transition-shadow",
                onSettings
                  ? "bg-primary text-primary-foreground ring-2 ring-primary/30 ring-offset-2 ring-offset-background"
                  : "bg-warning-soft text-warning-soft-foreground hover:ring-2 hover:ring-warning-border",
              )}
            >
              <span aria-hidden="true">{initials(user)}</span>
            </Link>
          </Tooltip>
        </div>
      </header>
      <OfflineBanner />

      <main id="main" className="mx-auto max-w-6xl px-4 pt-5 pb-28 md:px-6 md:pt-8 md:pb-12">
        {children}
      </main>

      <nav
        aria-label="Bottom navigation"
        className="fixed inset-x-0 bottom-0 z-40 border-t bg-card/95 pb-[env(safe-area-inset-bottom)] backdrop-blur-md md:hidden"
      >
        <ul className="mx-auto grid max-w-md grid-cols-4">
          {NAV_ITEMS.map((item) => {
            const active = item.isActive(path);
            return (
              <li key={item.href}>
                <Link
                  href={item.href}
                  aria-current={active ? "page" : undefined}
                  className={cn(
                    "flex h-16 flex-col items-center justify-center gap-1 text-xs font-semibold transition-colors",
                    active ? "text-primary" : "text-muted-foreground hover:text-foreground",
                  )}
                >
                  <span
                    className={cn("flex h-7 w-14 items-center justify-center rounded-full transition-colors", active && "bg-primary-soft")}
                  >
                    <item.icon className="size-5" aria-hidden="true" />
                  </span>
                  {item.label}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
    </div>
  );
}
