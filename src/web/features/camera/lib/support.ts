/** What the browser offers for scanning (read by readSupportEnv, or given in tests). */
export interface SupportEnv {
  secureContext: boolean;
  hasMediaDevices: boolean;
  hasGetUserMedia: boolean;
  hasEnumerateDevices: boolean;
  hasPermissions: boolean;
  hasBarcodeDetector: boolean;
  hasWasm: boolean;
  hasWorker: boolean;
}

/** One line of the camera test's checklist. `required` ones must pass for scanning to work. */
export interface SupportCheck {
  id: keyof SupportEnv;
  label: string;
  ok: boolean;
  required: boolean;
  detail: string;
}

/** Reads the current browser's capabilities. */
export function readSupportEnv(): SupportEnv {
  const md = typeof navigator !== "undefined" ? navigator.mediaDevices : undefined;
  return {
    secureContext: typeof window !== "undefined" && window.isSecureContext,
    hasMediaDevices: Boolean(md),
    hasGetUserMedia: typeof md?.getUserMedia === "function",
    hasEnumerateDevices: typeof md?.enumerateDevices === "function",
    hasPermissions: typeof navigator !== "undefined" && typeof navigator.permissions?.query === "function",
    hasBarcodeDetector: typeof window !== "undefined" && "BarcodeDetector" in window,
    hasWasm: typeof WebAssembly === "object",
    hasWorker: typeof Worker === "function",
  };
}

/** The checklist, in the order a user would fix things. */
export function supportChecks(env: SupportEnv): SupportCheck[] {
  return [
    {
      id: "secureContext",
      label: "Secure connection",
      ok: env.secureContext,
      required: true,
      detail: env.secureContext
        ? "The page is served over https:// or localhost."
        : "Browsers only allow the camera on https:// pages (or localhost). Open the app through its https:// address.",
    },
    {
      id: "hasMediaDevices",
      label: "Media devices",
      ok: env.hasMediaDevices,
      required: true,
      detail: env.hasMediaDevices
        ? "The browser exposes cameras to web pages."
        : "This browser (or this page's connection) does not expose cameras.",
    },
    {
      id: "hasGetUserMedia",
      label: "Camera access (getUserMedia)",
      ok: env.hasGetUserMedia,
      required: true,
      detail: env.hasGetUserMedia ? "The page can ask to use the camera." : "Update the browser, or try Chrome, Safari, Firefox or Edge.",
    },
    {
      id: "hasWasm",
      label: "WebAssembly",
      ok: env.hasWasm,
      required: true,
      detail: env.hasWasm ? "The barcode decoder can run." : "The barcode decoder needs WebAssembly; update the browser.",
    },
    {
      id: "hasWorker",
      label: "Web Workers",
      ok: env.hasWorker,
      required: true,
      detail: env.hasWorker
        ? "Decoding runs in the background without freezing the page."
        : "The barcode decoder needs Web Workers; update the browser.",
    },
    {
      id: "hasEnumerateDevices",
      label: "Camera list",
      ok: env.hasEnumerateDevices,
      required: false,
      detail: env.hasEnumerateDevices
        ? "You can pick which camera to use below."
        : "The browser can't list cameras; the default one is used.",
    },
    {
      id: "hasPermissions",
      label: "Permission status",
      ok: env.hasPermissions,
      required: false,
      detail: env.hasPermissions
        ? "The browser tells us whether camera access is allowed."
        : "The browser doesn't report it; we find out when the camera starts.",
    },
    {
      id: "hasBarcodeDetector",
      label: "Built-in barcode detector",
      ok: env.hasBarcodeDetector,
      required: false,
      detail: "Not needed: the app brings its own decoder. Shown for information.",
    },
  ];
}

/** True when every required check passes. */
export function canScan(checks: readonly SupportCheck[]): boolean {
  return checks.every((c) => !c.required || c.ok);
}
