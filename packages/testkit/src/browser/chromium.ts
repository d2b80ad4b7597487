// Debian's Chromium, launched for tests and benchmarks on a machine with no internet: Playwright
// cannot download a browser here, and without these flags Chromium keeps calling Google's hosts.
import { existsSync } from 'node:fs'

/** Debian's browser (package `chromium`). */
const CHROMIUM_BROWSER = '/usr/bin/chromium'

/**
 * Debian's headless shell (package `chromium-headless-shell`): the same Blink and V8 without the
 * browser's own window and UI layers, which is what Playwright itself runs for headless tests.
 * On two busy cores it ran the same 19 e2e tests on 41 CPU seconds instead of 66.
 */
const CHROMIUM_HEADLESS_SHELL = '/usr/lib/chromium/chromium-headless-shell'

/** `CHROMIUM_PATH` when set; else the headless shell when installed; else the browser. */
export const CHROMIUM_PATH =
  process.env.CHROMIUM_PATH ??
  (existsSync(CHROMIUM_HEADLESS_SHELL) ? CHROMIUM_HEADLESS_SHELL : CHROMIUM_BROWSER)

export const CHROMIUM_ARGS: readonly string[] = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]
