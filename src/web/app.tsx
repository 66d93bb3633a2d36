import { lazy, memo, Suspense, useDeferredValue, useEffect, type ReactNode } from "react";
import { QueryClientProvider } from "@tanstack/react-query";
import { Route, Switch, useLocation, useRoute, useSearch } from "wouter";
import type { User } from "../shared/schemas/auth";
import { AppShell } from "./components/app-shell";
import { AppSplash, AppUnavailable } from "./components/app-status";
import { Toaster } from "./components/ui/toaster";
import { TooltipProvider } from "./components/ui/tooltip";
import { queryClient } from "./lib/query-client";
import { useAuth } from "./lib/use-auth";
import { NotFoundRoute } from "./routes/not-found";
// The Pantry screen is the app's home: it comes with the entry, so opening the app takes one
// round trip less (issue 10 budget: ≤ 170 kB gzip with it; bench/web measures it).
import { PantryRoute } from "./routes/pantry";
// So is the signed-out welcome (its forms load on demand): a first visit needs no second chunk.
import { AuthRoute } from "./routes/auth";
import { RouteFallback } from "./components/route-fallback";

// Other screens load on demand.
const AuthConfirmRoute = lazy(() => import("./routes/auth-confirm").then((m) => ({ default: m.AuthConfirmRoute })));
const InviteRoute = lazy(() => import("./routes/invite").then((m) => ({ default: m.InviteRoute })));
const RecipesRoute = lazy(() => import("./routes/recipes").then((m) => ({ default: m.RecipesRoute })));
const PlannerRoute = lazy(() => import("./routes/planner").then((m) => ({ default: m.PlannerRoute })));
const HistoryRoute = lazy(() => import("./routes/history").then((m) => ({ default: m.HistoryRoute })));
const EnhancedPlannerRoute = lazy(() => import("./routes/enhanced-planner").then((m) => ({ default: m.EnhancedPlannerRoute })));
const ShoppingRoute = lazy(() => import("./routes/shopping").then((m) => ({ default: m.ShoppingRoute })));
const SettingsRoute = lazy(() => import("./routes/settings").then((m) => ({ default: m.SettingsRoute })));
const CameraTestRoute = lazy(() => import("./routes/camera-test").then((m) => ({ default: m.CameraTestRoute })));
const RecipePrintRoute = lazy(() => import("./routes/recipe-print").then((m) => ({ default: m.RecipePrintRoute })));
const CookRoute = lazy(() => import("./routes/cook").then((m) => ({ default: m.CookRoute })));
// The Pantry screen's capture overlays (SPEC §2 'barcode scanner shown' / 'receipt upload shown'), with zxing and tesseract behind them.
const BarcodeFlowDialog = lazy(() =>
  import("./features/scanner/components/barcode-flow-dialog").then((m) => ({ default: m.BarcodeFlowDialog })),
);
const ReceiptFlowDialog = lazy(() =>
  import("./features/receipts/components/receipt-flow-dialog").then((m) => ({ default: m.ReceiptFlowDialog })),
);
const FoodPhotoDialog = lazy(() =>
  import("./features/food-photo/components/food-photo-dialog").then((m) => ({ default: m.FoodPhotoDialog })),
);

function Providers({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <TooltipProvider>
        {children}
        <Toaster />
      </TooltipProvider>
    </QueryClientProvider>
  );
}

/**
 * The overlay named by `?add=` on the Pantry screen (barcode, receipt, photo). Closing goes back
 * when the overlay pushed its own history entry, so the back button and Close agree.
 */
function CaptureFlows({ householdId }: { householdId: string }) {
  const flow = new URLSearchParams(useSearch()).get("add");
  const [, navigate] = useLocation();
  const close = () => {
    if ((window.history.state as { captureFlow?: boolean } | null)?.captureFlow) window.history.back();
    else navigate("/", { replace: true });
  };
  return (
    <Suspense fallback={null}>
      {flow === "barcode" && <BarcodeFlowDialog householdId={householdId} onClose={close} />}
      {flow === "receipt" && <ReceiptFlowDialog householdId={householdId} onClose={close} />}
      {flow === "photo" && <FoodPhotoDialog onClose={close} />}
    </Suspense>
  );
}

/**
 * SPEC §2 signed-in routes. Memoised: the auth gate re-renders when the stored user catches up
 * with GET /api/me (same user object), and that must not re-render every screen synchronously.
 */
const SignedInRoutes = memo(function SignedInRoutes({ user }: { user: User }) {
  const [path] = useLocation();
  const [printing] = useRoute("/recipes/:id/print");
  const [cooking] = useRoute("/cook/:recipeId");
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [path]);
  // A recipe's print view is a page of its own: no navigation around it (issue 21 item 6).
  if (printing) {
    return (
      <Suspense fallback={<RouteFallback />}>
        <Route path="/recipes/:id/print" component={RecipePrintRoute} />
      </Suspense>
    );
  }
  // Cook mode is full screen too (issue 23 item 1).
  if (cooking) {
    return (
      <Suspense fallback={<RouteFallback />}>
        <Route path="/cook/:recipeId" component={CookRoute} />
      </Suspense>
    );
  }
  return (
    <AppShell user={user}>
      <Suspense fallback={<RouteFallback />}>
        <Switch>
          <Route path="/">
            <PantryRoute user={user} />
            <CaptureFlows householdId={user.householdId} />
          </Route>
          <Route path="/recipes" component={RecipesRoute} />
          <Route path="/planner" component={PlannerRoute} />
          <Route path="/enhanced-planner">
            <EnhancedPlannerRoute user={user} />
          </Route>
          <Route path="/shopping" component={ShoppingRoute} />
          <Route path="/history" component={HistoryRoute} />
          <Route path="/settings">
            <SettingsRoute user={user} />
          </Route>
          <Route path="/camera-test" component={CameraTestRoute} />
          <Route component={NotFoundRoute} />
        </Switch>
      </Suspense>
    </AppShell>
  );
});

/**
 * The auth gate: the confirm link and an invitation (/invite) work signed in or out; otherwise signed-out users see the auth
 * screen. The signed-in screens are the app's largest render, so they follow the user through
 * useDeferredValue: React renders them in a background transition, in slices, and the splash
 * stays until they are ready (issue 10: Total Blocking Time).
 */
function AuthGate() {
  const [path] = useLocation();
  const auth = useAuth();
  const shownUser = useDeferredValue(auth.user);
  let screen: ReactNode;
  if (path === "/auth/confirm") screen = <AuthConfirmRoute />;
  else if (auth.isLoading) return <AppSplash />;
  // A household invitation (issue 19): shown signed in or out; it spends nothing by opening.
  else if (path === "/invite") screen = <InviteRoute user={auth.user} />;
  else if (auth.error && !auth.user) return <AppUnavailable error={auth.error} onRetry={auth.refetch} />;
  else if (!auth.user) screen = <AuthRoute />;
  else return shownUser ? <SignedInRoutes user={shownUser} /> : <AppSplash />;
  return <Suspense fallback={<AppSplash />}>{screen}</Suspense>;
}

export function App() {
  return (
    <Providers>
      <AuthGate />
    </Providers>
  );
}
