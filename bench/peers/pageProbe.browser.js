// Injected into every benchmarked page before its own scripts (as text, so no build step can
// rewrite it): finds the connect button, the wallet list and (after a click on WalletConnect) the
// QR code once per animation frame, and timestamps the frame in which each was first painted.
// run.ts reads window.__bench.
// Selectors are matched in the document and in every open shadow root (AppKit's web components).
// biome-ignore lint/correctness/noUnusedVariables: called by the text that injects this file
function benchInit(cfg) {
  const B = { cfg, marks: {}, longTasks: [], phase: 'connect' }
  window.__bench = B
  const roots = () => {
    const out = [document]
    for (let i = 0; i < out.length; i++) {
      for (const el of out[i].querySelectorAll('*')) if (el.shadowRoot) out.push(el.shadowRoot)
    }
    return out
  }
  const deepAll = (sel) => roots().flatMap((r) => [...r.querySelectorAll(sel)])
  const flatParent = (n) => {
    if (n.assignedSlot) return n.assignedSlot
    const p = n.parentNode
    if (!p) return null
    return p instanceof ShadowRoot ? p.host : p
  }
  const flatText = (n) => {
    if (n.nodeType === 3) return n.data
    if (n.nodeType !== 1 && n.nodeType !== 11) return ''
    if (n.tagName === 'SLOT') return n.assignedNodes({ flatten: true }).map(flatText).join('')
    if (n.tagName === 'SCRIPT' || n.tagName === 'STYLE') return ''
    const kids = n.shadowRoot ? n.shadowRoot.childNodes : n.childNodes
    let s = ''
    for (const c of kids) s += flatText(c)
    return s
  }
  const norm = (s) => s.replace(/\s+/g, ' ').trim()
  const opacityOf = (el) => {
    let o = 1
    for (let n = el; n && n.nodeType === 1; n = flatParent(n)) {
      o *= parseFloat(getComputedStyle(n).opacity || '1')
      if (o === 0) return 0
    }
    return o
  }
  const enabled = (el) => {
    if (el.disabled || el.getAttribute('aria-disabled') === 'true' || el.hasAttribute('disabled'))
      return false
    const inner = el.shadowRoot?.querySelector('button')
    return !inner?.disabled
  }
  const hitOk = (el, r) => {
    const x = r.left + r.width / 2,
      y = r.top + r.height / 2
    if (x < 0 || y < 0 || x > innerWidth || y > innerHeight) return false
    let hit = document.elementFromPoint(x, y)
    while (hit?.shadowRoot) {
      const inner = hit.shadowRoot.elementFromPoint(x, y)
      if (!inner || inner === hit) break
      hit = inner
    }
    for (let n = hit; n; n = flatParent(n)) if (n === el) return true
    return false
  }
  // returns { n: visible matches, minOpacity, el: first visible } for a spec
  const probe = (spec) => {
    let n = 0,
      minOpacity = 1,
      first = null
    for (const el of deepAll(spec.selector)) {
      if (spec.text && !norm(flatText(el)).includes(spec.text)) continue
      if (spec.has && !el.querySelector(spec.has)) continue
      const r = el.getBoundingClientRect()
      if (r.width <= 0 || r.height <= 0) continue
      if (r.width < (spec.minWidth || 0) || r.height < (spec.minHeight || 0)) continue
      if (getComputedStyle(el).visibility !== 'visible') continue
      if (spec.enabled && !enabled(el)) continue
      const op = opacityOf(el)
      if (op <= 0) continue
      if (!hitOk(el, r)) continue
      n++
      minOpacity = Math.min(minOpacity, op)
      if (!first) first = el
      if (n >= (spec.minCount || 1)) break
    }
    return { n, minOpacity, el: first }
  }
  let resolveConnect, resolveModal, resolveQr
  B.connectReady = new Promise((r) => (resolveConnect = r))
  B.modalReady = new Promise((r) => (resolveModal = r))
  B.qrReady = new Promise((r) => (resolveQr = r))
  const OPAQUE = 0.99,
    OPAQUE_WAIT = 10000
  // A message posted from a rAF callback is handled after that frame's style,
  // layout and paint: its time approximates "painted on screen".
  const afterFrame = (fn) => {
    const mc = new MessageChannel()
    mc.port1.onmessage = () => fn(performance.now())
    mc.port2.postMessage(0)
  }
  const maybeResolve = () => {
    if (
      B.phase !== 'connect' &&
      B.marks.connectPainted !== undefined &&
      B.marks.connectOpaque !== undefined
    )
      resolveConnect(true)
    if (B.phase === 'done' && B.marks.modalPainted !== undefined) resolveModal(true)
    if (B.phase === 'qrDone' && B.marks.qrPainted !== undefined) resolveQr(true)
  }
  const loop = () => {
    const t = performance.now()
    try {
      if (B.phase === 'connect') {
        const p = probe(cfg.connect)
        if (p.n >= 1) {
          if (B.marks.connectVisible === undefined) {
            B.marks.connectVisible = t
            B.connectEl = p.el
            const r = p.el.getBoundingClientRect()
            B.marks.connectSize = [Math.round(r.width), Math.round(r.height)]
            afterFrame((tp) => {
              B.marks.connectPainted = tp
              maybeResolve()
            })
          }
          if (p.minOpacity >= OPAQUE || t - B.marks.connectVisible > OPAQUE_WAIT) {
            B.marks.connectOpaque = p.minOpacity >= OPAQUE ? t : null
            B.connectEl = p.el
            B.phase = 'idle'
            maybeResolve()
          }
        }
      } else if (B.phase === 'modal') {
        const p = probe(cfg.walletList)
        if (p.n >= (cfg.walletList.minCount || 1)) {
          if (B.marks.modalVisible === undefined) {
            B.marks.modalVisible = t
            afterFrame((tp) => {
              B.marks.modalPainted = tp
              maybeResolve()
            })
          }
          if (p.minOpacity >= OPAQUE || t - B.marks.modalVisible > OPAQUE_WAIT) {
            B.marks.modalOpaque = p.minOpacity >= OPAQUE ? t : null
            B.phase = 'done'
            maybeResolve()
          }
        }
      } else if (B.phase === 'qr') {
        // The QR code: painted once visible (its own opacity transitions are not waited for).
        if (probe(cfg.qr).n >= 1) {
          B.marks.qrVisible = t
          B.phase = 'qrDone'
          afterFrame((tp) => {
            B.marks.qrPainted = tp
            maybeResolve()
          })
        }
      }
    } catch (e) {
      B.lastError = String(e)
    }
    if (B.phase === 'connect' || B.phase === 'modal' || B.phase === 'qr')
      requestAnimationFrame(loop)
  }
  requestAnimationFrame(loop)
  B.clickPoint = () => {
    const p = probe(cfg.connect)
    const el = p.el || B.connectEl
    const r = el.getBoundingClientRect()
    return { x: r.left + r.width / 2, y: r.top + r.height / 2 }
  }
  /** The centre of the first visible match of `spec` (the WalletConnect entry of the list). */
  B.clickPointOf = (spec) => {
    const p = probe(spec)
    if (!p.el) return null
    const r = p.el.getBoundingClientRect()
    return { x: r.left + r.width / 2, y: r.top + r.height / 2 }
  }
  /** From the next pointerdown on, look for the QR code (cfg.qr) once per frame. */
  B.armQr = () => {
    B.phase = 'qrArmed'
    const onDown = (ev) => {
      const now = performance.now()
      B.marks.qrDown = ev.timeStamp > 0 && ev.timeStamp <= now ? ev.timeStamp : now
      B.phase = 'qr'
      requestAnimationFrame(loop)
      window.removeEventListener('pointerdown', onDown, true)
    }
    window.addEventListener('pointerdown', onDown, true)
  }
  B.armModal = () => {
    B.phase = 'armed'
    const onDown = (ev) => {
      const now = performance.now()
      const ts = ev.timeStamp > 0 && ev.timeStamp <= now ? ev.timeStamp : now
      B.marks.pointerDown = ts
      B.marks.pointerDownHandled = now
      B.phase = 'modal'
      requestAnimationFrame(loop)
      window.removeEventListener('pointerdown', onDown, true)
    }
    window.addEventListener('pointerdown', onDown, true)
  }
  try {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) B.longTasks.push([e.startTime, e.duration])
    }).observe({ type: 'longtask', buffered: true })
  } catch {
    /* no longtask support */
  }
  try {
    new PerformanceObserver((list) => {
      const es = list.getEntries()
      B.lcp = es[es.length - 1].startTime
    }).observe({ type: 'largest-contentful-paint', buffered: true })
  } catch {
    /* ignore */
  }
  B.snapshot = (until) => {
    const nav = performance.getEntriesByType('navigation')[0] || {}
    const fcp = performance.getEntriesByName('first-contentful-paint')[0]
    const res = performance.getEntriesByType('resource')
    const sameOrigin = (e) => e.name.startsWith(location.origin)
    const js = res.filter(
      (e) => sameOrigin(e) && /\.m?js(\?|$)/.test(e.name) && e.responseEnd <= until,
    )
    const css = res.filter(
      (e) => sameOrigin(e) && /\.css(\?|$)/.test(e.name) && e.responseEnd <= until,
    )
    const ext = res.filter((e) => !sameOrigin(e) && e.startTime <= until)
    const lt = B.longTasks.filter(([s]) => s <= until)
    return {
      responseEnd: nav.responseEnd,
      domContentLoaded: nav.domContentLoadedEventEnd,
      load: nav.loadEventEnd,
      fcp: fcp ? fcp.startTime : null,
      lcp: B.lcp ?? null,
      jsFiles: js.length,
      jsBytes: js.reduce((s, e) => s + (e.decodedBodySize || 0), 0),
      cssBytes: css.reduce((s, e) => s + (e.decodedBodySize || 0), 0),
      externalResources: ext.length,
      longTaskCount: lt.length,
      longTaskMs: lt.reduce((s, [, d]) => s + d, 0),
      // blocking time beyond 50 ms per long task (TBT-like, up to `until`)
      blockingMs: lt.reduce((s, [, d]) => s + Math.max(0, d - 50), 0),
    }
  }
}
