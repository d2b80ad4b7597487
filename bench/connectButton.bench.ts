// Benchmark: navigation → interactive "Connect Wallet", and click → painted wallet list, in
// Chromium with the CPU throttled 4×, over interleaved rounds (fresh context each round, so every
// round is a cold load). Prints medians; asserts nothing. Run: npm run build && npm run bench
import { existsSync } from 'node:fs'
import path from 'node:path'
import { createApp } from '@gatehouse/server'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '@gatehouse/testkit/config'
import { serve } from '@hono/node-server'
import { chromium } from '@playwright/test'

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 9)
const CPU_SLOWDOWN = 4
const PORT = Number(process.env.BENCH_PORT ?? 4310)
const dist = path.resolve(import.meta.dirname, '../apps/demo/dist')

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b)
  const mid = Math.floor(s.length / 2)
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2
}

async function main() {
  if (!existsSync(dist)) throw new Error(`no build at ${dist}: run npm run build first`)
  const server = serve({
    fetch: createApp({ staticDir: dist }).fetch,
    port: PORT,
    hostname: '127.0.0.1',
  })
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS] })
  const toButton: number[] = []
  const toList: number[] = []
  try {
    for (let round = 0; round < ROUNDS; round++) {
      const context = await browser.newContext()
      // Offline: anything but loopback is refused, like in the tests.
      await context.route(
        (url) => url.hostname !== '127.0.0.1',
        (route) => route.abort(),
      )
      const page = await context.newPage()
      const cdp = await context.newCDPSession(page)
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN })
      // Timestamp the button's arrival in the page itself, not when the test notices it.
      await page.addInitScript(() => {
        const w = window as unknown as { __buttonAt?: number; __clickAt?: number }
        // the click's own timestamp, taken in the page (not when the test sent it)
        document.addEventListener(
          'click',
          () => {
            w.__clickAt ??= performance.now()
          },
          true,
        )
        new MutationObserver((_, observer) => {
          const found = [...document.querySelectorAll('button')].some(
            (b) => b.textContent === 'Connect Wallet',
          )
          if (found && w.__buttonAt === undefined) {
            w.__buttonAt = performance.now()
            observer.disconnect()
          }
        }).observe(document, { childList: true, subtree: true })
      })
      await page.goto(`http://127.0.0.1:${PORT}/`, { waitUntil: 'commit' })
      const button = page.getByRole('button', { name: 'Connect Wallet' })
      await button.waitFor()
      toButton.push(
        await page.evaluate(() => (window as unknown as { __buttonAt: number }).__buttonAt),
      )
      await button.click()
      await page.getByRole('navigation', { name: 'Wallets' }).getByRole('button').first().waitFor()
      // the next frame after the list exists is when it is painted
      const paintedAt = await page.evaluate(
        () =>
          new Promise<number>((resolve) => requestAnimationFrame(() => resolve(performance.now()))),
      )
      const clickedAt = await page.evaluate(
        () => (window as unknown as { __clickAt: number }).__clickAt,
      )
      toList.push(paintedAt - clickedAt)
      await context.close()
    }
  } finally {
    await browser.close()
    server.close()
  }
  console.log(`rounds: ${ROUNDS}, CPU throttled ${CPU_SLOWDOWN}x`)
  console.log(`navigation -> interactive Connect Wallet: median ${median(toButton).toFixed(0)} ms`)
  console.log(`click -> painted wallet list:             median ${median(toList).toFixed(0)} ms`)
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
