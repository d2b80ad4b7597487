// axe-core scans for the e2e specs: WCAG 2.1 A/AA rules, run once the page's finite animations
// and transitions have ended.
import AxeBuilder from '@axe-core/playwright'
import type { Frame, Page } from '@playwright/test'
import axe from 'axe-core'
import { expect } from './fixtures'

export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']

export type Scan = (view: string) => Promise<void>

/**
 * Waits for every finite animation and transition (a modal's fade and scale-in, a hover) to end:
 * axe measures contrast on what is painted, and a half-faded dialog fails it at random.
 */
export async function animationsSettled(page: Page | Frame) {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' ||
          animation.effect?.getComputedTiming().endTime === Number.POSITIVE_INFINITY,
      ),
  )
}

export function scanner(page: Page, variant: string): Scan {
  return async (view) => {
    await animationsSettled(page)
    // A page with no frames is analysed in place, axe injected once per document. The default
    // mode of AxeBuilder is for frames: it runs axe in each frame and combines the parts in a new
    // blank page, opened and closed for every scan, which made these walks of a dozen scans slow
    // enough to time out on a busy machine. A page with frames still gets it.
    const violations =
      page.frames().length === 1
        ? (await runAxe(page.mainFrame())).violations
        : (
            await new AxeBuilder({ page })
              .options({ resultTypes: ['violations'] }) // replaces the options: before withTags
              .withTags(WCAG_TAGS)
              .analyze()
          ).violations.map((v) => ({
            id: v.id,
            help: v.help,
            targets: v.nodes.map((n) => n.target.join(' ')),
          }))
    const summary = violations.map((v) => `${v.id}: ${v.help} — ${v.targets.join(', ')}`)
    expect(summary, `axe violations in ${view} (${variant})`).toEqual([])
  }
}

/**
 * axe in one frame's document, WCAG 2.1 A/AA rules: injected once per document (AxeBuilder
 * evaluates its 560 KB source twice per scan), and only violations get each node's selector
 * (resultTypes: axe still runs every rule on every node, but skips building selectors for the
 * passes no one reads, axe's own advice for speed).
 */
async function runAxe(frame: Frame) {
  if (!(await frame.evaluate(() => 'axe' in window))) await frame.evaluate(axe.source)
  return frame.evaluate(
    (tags) =>
      (window as unknown as { axe: typeof axe }).axe
        .run(document, {
          runOnly: { type: 'tag', values: tags },
          resultTypes: ['violations'],
        })
        .then(({ violations, passes }) => ({
          violations: violations.map((v) => ({
            id: v.id,
            help: v.help,
            targets: v.nodes.map((n) => n.target.join(' ')),
          })),
          passes: passes.length,
        })),
    WCAG_TAGS,
  )
}

/**
 * Scans one frame's document by itself (a framed app, such as the kit inside a Safe host). axe is
 * injected with no time limit: AxeBuilder gives each child frame 1 s to load axe and, past it,
 * leaves the frame out of the results without a word; on a busy machine a scan then checked
 * nothing. Returns what axe found; `passes` lets a test prove the frame was analysed.
 */
export async function scanFrame(frame: Frame) {
  await animationsSettled(frame)
  const { violations, passes } = await runAxe(frame)
  return { violations: violations.map((v) => `${v.id}: ${v.targets.join(', ')}`), passes }
}
