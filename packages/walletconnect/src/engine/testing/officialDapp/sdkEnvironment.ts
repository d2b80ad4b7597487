// What Reown's sign-client 2.21.8 expects of a browser page beyond the browser, set up before the
// page starts it (officialDappPage.ts; a function, not an import for its side effects, which
// this package's `"sideEffects": false` lets the bundler drop). Each is the least the SDK needs
// here. The SDK reads each at run time, after the page's imports ran.
import { Buffer } from 'buffer'

export function setUpSdkEnvironment(): void {
  // The SDK's test mode, as its own tests and our Node interop tests run it: it skips WalletConnect
  // Verify (an iframe from verify.walletconnect.org on every proposal and request) and its
  // telemetry, neither reachable offline. It reads `typeof process < "u" && process.env.IS_VITEST`
  // at run time; the build defines the second half (e2e/support/officialDappPage.ts), this the
  // first. And `global`: in test mode the SDK reads `global.Linking` (React Native's deep links).
  Object.assign(globalThis, { process: { env: {} }, global: globalThis })

  // The SDK refuses to send while navigator.onLine is false, and Chromium says false on a machine
  // whose only network is loopback (a sandbox such as `isolated`), where the relay nonetheless is.
  Object.defineProperty(navigator, 'onLine', { get: () => true })

  // Node's Buffer, which Reown tells dapps to polyfill: the SDK's ReCap helpers (one-prompt
  // sign-in) call it, and some of its encoders (uint8arrays) take a fast path when it exists, so
  // it is the real package (feross's buffer, a test-only devDependency), not a stand-in.
  Object.assign(globalThis, { Buffer })
}
