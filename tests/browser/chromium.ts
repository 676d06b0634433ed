/** Debian's Chromium, driven by playwright-core (no browser download: the machine has no network). */
import { chromium, type Browser } from "playwright-core";

export const CHROMIUM = "/usr/bin/chromium";
export const CHROMIUM_ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking"];

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
}
