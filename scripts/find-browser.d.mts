/** The Chromium the e2e tests drive: CHROMIUM_PATH, else Debian's headless shell, else Debian's Chromium. */
export function browserPath(): string;

/** Debian's whole Chromium (the browser `npm run bench` prefers). */
export const CHROMIUM: string;
