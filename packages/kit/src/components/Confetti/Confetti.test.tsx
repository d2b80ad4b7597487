// @vitest-environment jsdom
// The confetti burst on a wallet icon: at most 35 particles (§2), none under reduced motion.
import { cleanup, render } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { MAX_CONFETTI_PARTICLES } from '../../core/constants'
import { Confetti } from './Confetti'

function emulateReducedMotion(reduce: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: reduce && query.includes('prefers-reduced-motion: reduce'),
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }))
}

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

const particles = (container: HTMLElement) =>
  container.querySelectorAll('[data-confetti] > span').length

describe('given motion is allowed', () => {
  it('bursts at most 35 particles, even when asked for more', () => {
    emulateReducedMotion(false)
    const { container } = render(<Confetti burst={1} count={500} />)
    expect(particles(container)).toBe(MAX_CONFETTI_PARTICLES)
    expect(MAX_CONFETTI_PARTICLES).toBe(35)
  })

  it('draws nothing before the first burst', () => {
    emulateReducedMotion(false)
    const { container } = render(<Confetti burst={0} />)
    expect(particles(container)).toBe(0)
  })
})

describe('given prefers-reduced-motion', () => {
  it('draws no particles', () => {
    emulateReducedMotion(true)
    const { container } = render(<Confetti burst={3} />)
    expect(container.querySelector('[data-confetti]')).toBeNull()
  })
})
