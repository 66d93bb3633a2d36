import type { Plugin } from "vite";

/**
 * Marks the built index.html's entry script and its modulepreload links `fetchpriority="low"`:
 * index.html paints a static splash that needs only the stylesheet, so the stylesheet goes first
 * and the app's script follows (issue 10: First Contentful Paint). Build only.
 */
export function lowPriorityScripts(): Plugin {
  return {
    name: "pantry-low-priority-scripts",
    apply: "build",
    transformIndexHtml: {
      order: "post",
      handler: (html) =>
        html
          .replace(/<script type="module"(?![^>]*fetchpriority)/g, '<script type="module" fetchpriority="low"')
          .replace(/<link rel="modulepreload"(?![^>]*fetchpriority)/g, '<link rel="modulepreload" fetchpriority="low"'),
    },
  };
}
