/** Debian's Chromium, driven by playwright-core (no browser download: the machine has no network). */
export const CHROMIUM = "/usr/bin/chromium";
export const CHROMIUM_ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking"];
