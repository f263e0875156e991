#!/usr/bin/env node
// Finds the Chromium the e2e tests drive (Playwright cannot download its own here): CHROMIUM_PATH, then
// /usr/bin/chromium; as root on Debian it installs the chromium package; otherwise it says what to install.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export function browserPath() {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  return '/usr/bin/chromium';
}

function main() {
  const path = browserPath();
  if (existsSync(path)) {
    console.log(`e2e browser: ${path}`);
    return;
  }
  if (process.env.CHROMIUM_PATH) {
    console.error(`CHROMIUM_PATH=${path} does not exist. Point it at a Chromium or Chrome binary.`);
    process.exit(1);
  }
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const hasApt = existsSync('/usr/bin/apt-get') && existsSync('/etc/debian_version');
  if (isRoot && hasApt) {
    console.log(
      'No Chromium found: installing Debian\'s "chromium" package with apt-get (once per machine)...',
    );
    execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', {
      stdio: 'inherit',
    });
    if (existsSync(path)) {
      console.log(`e2e browser: ${path}`);
      return;
    }
  }
  console.error(
    'No Chromium for the e2e tests. Install one (Debian/Ubuntu: `sudo apt-get install chromium`) or set CHROMIUM_PATH to a Chromium or Chrome binary.',
  );
  process.exit(1);
}

if (import.meta.url === `file://${process.argv[1]}`) main();
