import { test } from "@playwright/test";
import { startAppServer } from "./app-server";
import { startSmtpCapture } from "./smtp-capture";

export interface PhoneApp {
  smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
  server: Awaited<ReturnType<typeof startAppServer>>;
}

/**
 * For a spec file whose tests run on the phone project only: starts one SMTP capture and one app
 * server (mail to the capture) before the file's tests and stops both after. Returns the object
 * whose `smtp` and `server` are set once `beforeAll` has run.
 */
export function phoneApp(env: Record<string, string> = {}): PhoneApp {
  const app = {} as PhoneApp;
  test.beforeAll(async () => {
    if (test.info().project.name !== "phone") return;
    app.smtp = await startSmtpCapture();
    app.server = await startAppServer({ SMTP_URL: app.smtp.url, MAIL_FROM: "Pantry <pantry@localhost>", ...env });
  });
  test.afterAll(async () => {
    await app.server?.stop();
    await app.smtp?.close();
  });
  return app;
}
