// The host page: a stand-in for Safe{Wallet} that frames the app from its own origin and relays
// every Safe Apps SDK request to the host server (POST /sdk), which answers from the SafeLedger.
// The reply carries `version`, without which the SDK ignores it. A 204 from the server means
// "stay silent" (the never-answers mode). window.__safeHost drives the ledger from the page.
// The empty icon keeps Chromium from asking the server for /favicon.ico (a 404 it logs as a
// console error in the host's tab).

/** What the SDK checks: a major version >= 1 in every reply. */
export const SAFE_HOST_VERSION = '9.1.0'

export function hostPage(defaultAppUrl: string): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Safe test host</title>
<link rel="icon" href="data:,">
<style>body{margin:0;font-family:system-ui}header{padding:4px 8px;background:#121312;color:#12ff80}iframe{width:100%;height:calc(100vh - 32px);border:0}</style>
</head>
<body>
<header>Safe test host</header>
<iframe id="app" title="Safe App"></iframe>
<script>
const APP_URL = new URLSearchParams(location.search).get("app") || ${JSON.stringify(defaultAppUrl)};
const VERSION = ${JSON.stringify(SAFE_HOST_VERSION)};
const frame = document.getElementById("app");
const appOrigin = new URL(APP_URL).origin;
frame.src = APP_URL;
window.addEventListener("message", async (event) => {
  if (event.source !== frame.contentWindow || event.origin !== appOrigin) return;
  const { id, method, params } = event.data || {};
  if (!id || !method) return;
  let reply;
  try {
    const response = await fetch("/sdk", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ method, params: params === undefined ? null : params }),
    });
    if (response.status === 204) return;
    const body = await response.json();
    reply = "error" in body
      ? { id, success: false, version: VERSION, error: body.error }
      : { id, success: true, version: VERSION, data: body.data };
  } catch (error) {
    reply = { id, success: false, version: VERSION, error: String(error && error.message || error) };
  }
  frame.contentWindow.postMessage(reply, appOrigin);
});
// Test controls from a page script (e.g. Playwright's page.evaluate): each resolves with the
// ledger's answer (a status, the executed hash, the message signature).
const control = (action) => async (hash) => {
  const response = await fetch("/control/" + action, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(hash ? { hash } : {}),
  });
  const body = await response.json();
  if ("error" in body) throw new Error(body.error);
  return body.data;
};
window.__safeHost = {
  confirm: control("confirm"),
  execute: control("execute"),
  fail: control("fail"),
  cancel: control("cancel"),
  confirmMessage: control("confirmMessage"),
  silence: control("silence"),
  answer: control("answer"),
  // The visitor's answer to the app's permission requests (the address book).
  rejectPermissions: control("rejectPermissions"),
  grantPermissions: control("grantPermissions"),
  revokePermissions: control("revokePermissions"),
};
</script>
</body>
</html>
`
}
