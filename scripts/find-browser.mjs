#!/usr/bin/env node
// Finds the Chromium the e2e tests drive (Playwright cannot download its own here): CHROMIUM_PATH, then
// Debian's headless shell, then Debian's Chromium. As root on Debian it installs the headless shell (or, where
// that package is missing, Chromium) with apt-get; otherwise it says what to install.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/**
 * Chromium's engine without the browser around it (the headless mode Playwright itself drives by default):
 * the e2e suite takes a fifth less time on it than on the whole browser (decision 0060).
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
/** Debian's whole Chromium (the browser `npm run bench` prefers). */
export const CHROMIUM = '/usr/bin/chromium';

export function browserPath() {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  return existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : CHROMIUM;
}

/** Installs Debian packages as root; false when apt-get failed (no such package, no network). */
function aptInstall(packages) {
  try {
    execSync(`apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${packages}`, {
      stdio: 'inherit',
    });
    return true;
  } catch {
    return false;
  }
}

function found() {
  console.log(`e2e browser: ${browserPath()}`);
}

function main() {
  if (process.env.CHROMIUM_PATH) {
    if (existsSync(process.env.CHROMIUM_PATH)) return found();
    console.error(
      `CHROMIUM_PATH=${process.env.CHROMIUM_PATH} does not exist. Point it at a Chromium or Chrome binary.`,
    );
    process.exit(1);
  }
  if (existsSync(HEADLESS_SHELL)) return found();
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const hasApt = existsSync('/usr/bin/apt-get') && existsSync('/etc/debian_version');
  if (isRoot && hasApt) {
    console.log(
      'Installing Debian\'s "chromium-headless-shell" package with apt-get for the e2e tests (once per machine)...',
    );
    if (aptInstall('chromium-headless-shell') && existsSync(HEADLESS_SHELL)) return found();
    if (!existsSync(CHROMIUM)) {
      console.log('No headless shell to be had: installing Debian\'s "chromium" package instead...');
      aptInstall('chromium');
    }
  }
  if (existsSync(CHROMIUM)) {
    if (!isRoot || !hasApt) {
      console.log(
        'Tip: Debian\'s "chromium-headless-shell" package runs the e2e suite about a fifth faster than Chromium.',
      );
    }
    return found();
  }
  console.error(
    'No Chromium for the e2e tests. Install one (Debian/Ubuntu: `sudo apt-get install chromium-headless-shell` or `chromium`) or set CHROMIUM_PATH to a Chromium or Chrome binary.',
  );
  process.exit(1);
}

if (import.meta.url === `file://${process.argv[1]}`) main();
