import { test } from "@playwright/test";
import { startAppServer } from "./app-server";
import { startSmtpCapture } from "./smtp-capture";

export interface MailApp {
  smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
  server: Awaited<ReturnType<typeof startAppServer>>;
}
/** The same, for spec files that run on the phone project only. */
export type PhoneApp = MailApp;

/**
 * For a spec file (or a describe block): starts one SMTP capture and one app server (mail to the
 * capture, plus `env`) before its tests and stops both after. With `onlyProject`, nothing starts in
 * the other Playwright projects. Returns the object whose `smtp` and `server` are set once
 * `beforeAll` has run. The start may take minutes on a loaded 2-core machine (the hook's timeout).
 */
export function appWithMail(env: Record<string, string> = {}, onlyProject?: string): MailApp {
  const app = {} as MailApp;
  test.beforeAll(async () => {
    if (onlyProject && test.info().project.name !== onlyProject) return;
    test.setTimeout(300_000);
    app.smtp = await startSmtpCapture();
    app.server = await startAppServer({ SMTP_URL: app.smtp.url, MAIL_FROM: "Pantry <pantry@localhost>", ...env });
  });
  test.afterAll(async () => {
    await app.server?.stop();
    await app.smtp?.close();
  });
  return app;
}

/** appWithMail for a spec file whose tests run on the phone project only. */
export function phoneApp(env: Record<string, string> = {}): PhoneApp {
  return appWithMail(env, "phone");
}
