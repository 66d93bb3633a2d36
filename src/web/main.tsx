import "./lib/zod-config";
import { StrictMode, startTransition } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app";
import { registerServiceWorker } from "./lib/offline-cache";
import "./styles.css";

const root = document.getElementById("root");
if (!root) throw new Error("Missing #root element");

// index.html's static splash is already on screen; React replaces it. The first render is a
// transition, so React renders it in slices that leave the main thread free between them
// (issue 10: Total Blocking Time).
const reactRoot = createRoot(root);
startTransition(() => {
  reactRoot.render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});

registerServiceWorker();
