import { useState } from "react";
import { Card } from "../../../components/ui/card";
import { AuthLayout } from "./auth-layout";
import { CheckEmail } from "./check-email";
import { SignInForm } from "./sign-in-form";
import { SignUpForm } from "./sign-up-form";
import { WelcomeView } from "./welcome-view";

type AuthView = "welcome" | "signin" | "signup";

/** SPEC §2 auth screen: welcome, sign in, create account; plus the "Check your email" success state. */
export function AuthScreen() {
  const [view, setView] = useState<AuthView>("welcome");
  const [sentTo, setSentTo] = useState<string | null>(null);
  const onSent = (email: string) => setSentTo(email);

  return (
    <AuthLayout>
      <Card className="p-6 shadow-xl shadow-primary/5 sm:p-8">
        {sentTo ? (
          <CheckEmail
            email={sentTo}
            onUseDifferentEmail={() => {
              setSentTo(null);
              setView("signin");
            }}
          />
        ) : view === "welcome" ? (
          <WelcomeView onGetStarted={() => setView("signup")} onSignIn={() => setView("signin")} />
        ) : view === "signin" ? (
          <SignInForm onBack={() => setView("welcome")} onSent={onSent} />
        ) : (
          <SignUpForm onBack={() => setView("welcome")} onSignIn={() => setView("signin")} onSent={onSent} />
        )}
      </Card>
    </AuthLayout>
  );
}
