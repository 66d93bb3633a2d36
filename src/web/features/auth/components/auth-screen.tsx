import { lazy, startTransition, useState } from "react";
import { Card } from "../../../components/ui/card";
import { AuthLayout } from "./auth-layout";
import { CheckEmail } from "./check-email";
import { WelcomeView } from "./welcome-view";

// The forms bring react-hook-form and zod: they load when the visitor heads for them (pointer on
// or focus in a welcome button) or at the latest on the press, not with the welcome view (issue 10).
const loadSignInForm = () => import("./sign-in-form");
const loadSignUpForm = () => import("./sign-up-form");
const SignInForm = lazy(() => loadSignInForm().then((m) => ({ default: m.SignInForm })));
const SignUpForm = lazy(() => loadSignUpForm().then((m) => ({ default: m.SignUpForm })));

/** Starts loading both forms (idempotent: the module loader fetches each once). */
function preloadForms() {
  void loadSignInForm();
  void loadSignUpForm();
}

type AuthView = "welcome" | "signin" | "signup";

/** SPEC §2 auth screen: welcome, sign in, create account; plus the "Check your email" success state. */
export function AuthScreen() {
  const [view, setView] = useState<AuthView>("welcome");
  const [sentTo, setSentTo] = useState<string | null>(null);
  // The address a sign-in was asked for, carried into "Create an account" from "Check your email".
  const [typedEmail, setTypedEmail] = useState("");
  const onSent = (email: string) => {
    setTypedEmail(email);
    setSentTo(email);
  };
  // A transition: the current view stays on screen until the next one's code has loaded.
  const show = (next: AuthView) => startTransition(() => setView(next));

  return (
    <AuthLayout>
      <Card className="p-6 shadow-xl shadow-primary/5 sm:p-8">
        {sentTo ? (
          <CheckEmail
            email={sentTo}
            mode={view === "signup" ? "signup" : "signin"}
            onUseDifferentEmail={() => {
              setSentTo(null);
              show("signin");
            }}
            onCreateAccount={() => {
              setSentTo(null);
              show("signup");
            }}
          />
        ) : view === "welcome" ? (
          <div onPointerOver={preloadForms} onFocus={preloadForms}>
            <WelcomeView onGetStarted={() => show("signup")} onSignIn={() => show("signin")} />
          </div>
        ) : view === "signin" ? (
          <SignInForm onBack={() => show("welcome")} onSent={onSent} />
        ) : (
          <SignUpForm onBack={() => show("welcome")} onSignIn={() => show("signin")} onSent={onSent} initialEmail={typedEmail} />
        )}
      </Card>
    </AuthLayout>
  );
}
