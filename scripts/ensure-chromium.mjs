// Makes sure Debian's Chromium is installed for the Playwright tests (we never download browsers).
import { existsSync } from "node:fs";
import { execSync } from "node:child_process";

const CHROMIUM = process.env.CHROMIUM_PATH || "/usr/bin/chromium";
if (existsSync(CHROMIUM)) process.exit(0);
if (process.getuid?.() !== 0) {
  console.error(`Chromium not found at ${CHROMIUM}. Install it with: sudo apt-get install -y chromium fonts-dejavu-core`);
  process.exit(1);
}
console.log("Installing Debian Chromium for the end-to-end tests…");
const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
execSync("apt-get update -qq", { stdio: "inherit", env });
execSync("apt-get install -y -qq --no-install-recommends chromium fonts-dejavu-core fonts-noto-color-emoji", { stdio: "inherit", env });
