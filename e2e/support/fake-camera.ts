import { chromium, test, type Browser, type BrowserContextOptions } from "@playwright/test";

/**
 * A Chromium of its own whose camera is fake (Chromium's flags need a separate browser): the
 * permission prompt is accepted and the camera plays `video` (a y4m, see fake-video.ts), or
 * Chromium's test pattern without one. Launched with the project's own launch options.
 */
export async function launchFakeCamera(video?: string): Promise<Browser> {
  const { launchOptions } = test.info().project.use;
  const flags = ["--use-fake-ui-for-media-stream", "--use-fake-device-for-media-stream"];
  if (video) flags.push(`--use-file-for-fake-video-capture=${video}`);
  return chromium.launch({ ...launchOptions, args: [...(launchOptions?.args ?? []), ...flags] });
}

/** The current project's device settings (viewport, touch, scale), for contexts made by hand. */
export function projectDevice(): BrowserContextOptions {
  const { viewport, isMobile, hasTouch, deviceScaleFactor } = test.info().project.use;
  return { viewport, isMobile, hasTouch, deviceScaleFactor };
}
