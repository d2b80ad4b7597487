// Injected (as text, before the page's own scripts) by qrProbe.ts: timestamps, in the page's own
// clock, what happens between a click on WalletConnect and its QR code. The relay socket (created,
// open, each JSON-RPC request sent and its answer), WebCrypto calls, every script fetched, and the
// DOM moments (the connect step's "Opening", the QR frame once the URI is known, its svg).
// qrProbe.ts reads window.__qrProbe.
// biome-ignore lint/correctness/noUnusedVariables: called by the text that injects this file
function qrProbeInit() {
  const events = []
  const at = (what, detail) => events.push({ t: performance.now(), what, detail })
  window.__qrProbe = { events }

  const NativeWebSocket = window.WebSocket
  const sent = new Map()
  window.WebSocket = class extends NativeWebSocket {
    constructor(url, protocols) {
      at('socket created', String(url).split('?')[0])
      super(url, protocols)
      this.addEventListener('open', () => at('socket open'))
      this.addEventListener('close', (event) => at('socket closed', String(event.code)))
      this.addEventListener('message', (event) => {
        let frame
        try {
          frame = JSON.parse(event.data)
        } catch {
          return at('frame (not JSON)')
        }
        if (frame.method) at(`delivery ${frame.method}`)
        else at(`answer ${sent.get(frame.id) ?? '?'}`, 'error' in frame ? 'error' : undefined)
      })
    }
    send(data) {
      try {
        const frame = JSON.parse(data)
        if (frame.method) {
          sent.set(frame.id, frame.method)
          at(`send ${frame.method}`)
        }
      } catch {
        /* not JSON */
      }
      return super.send(data)
    }
  }

  const subtle = crypto.subtle
  for (const name of ['generateKey', 'sign', 'deriveBits', 'importKey', 'exportKey', 'digest']) {
    const original = subtle[name].bind(subtle)
    subtle[name] = (...args) => {
      const algorithm = typeof args[0] === 'string' ? args[0] : args[0]?.name
      const algo =
        name === 'importKey' || name === 'exportKey' ? (args[2]?.name ?? args[0]) : algorithm
      const start = performance.now()
      const done = original(...args)
      done.then(
        () =>
          events.push({ t: start, end: performance.now(), what: `subtle.${name}`, detail: algo }),
        () => {},
      )
      return done
    }
  }

  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      if (/\.m?js(\?|$)/.test(entry.name))
        events.push({
          t: entry.startTime,
          end: entry.responseEnd,
          what: 'script fetched',
          detail: new URL(entry.name).pathname.split('/').pop(),
        })
  }).observe({ type: 'resource', buffered: true })
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        events.push({
          t: entry.startTime,
          end: entry.startTime + entry.duration,
          what: 'long task',
        })
    }).observe({ type: 'longtask', buffered: false })
  } catch {
    /* no longtask support */
  }

  const seen = new Set()
  const once = (key) => {
    if (seen.has(key)) return false
    seen.add(key)
    return true
  }
  new MutationObserver(() => {
    const dialog = document.querySelector('[role="dialog"]')
    if (!dialog) return
    const frame = dialog.querySelector('[role="img"][aria-label^="Scan with"]')
    if (frame && once('frame')) at('QR frame in the DOM (URI known)')
    if (frame?.querySelector('svg') && once('svg')) at('QR svg in the DOM')
    if (!frame && /Opening/.test(dialog.textContent ?? '') && once('opening'))
      at('connect step in the DOM ("Opening …")')
  }).observe(document, { subtree: true, childList: true, characterData: true })
}
