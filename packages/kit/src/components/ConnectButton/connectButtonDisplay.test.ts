import { describe, expect, test } from 'vitest'
import {
  connectButtonDisplay,
  DEFAULT_CONNECT_BUTTON_DISPLAY,
  resolveResponsive,
} from './connectButtonDisplay'

const large = { compact: false, unsupported: false }
const small = { compact: true, unsupported: false }

describe('connectButtonDisplay', () => {
  test('behavior: the defaults: network icon and name where there is room, icon alone below 768 px, balance on large screens only (§2)', () => {
    expect(connectButtonDisplay(DEFAULT_CONNECT_BUTTON_DISPLAY, large)).toEqual({
      avatar: true,
      name: true,
      chainButton: true,
      chainIcon: true,
      chainName: true,
      balance: true,
    })
    expect(connectButtonDisplay(DEFAULT_CONNECT_BUTTON_DISPLAY, small)).toMatchObject({
      chainIcon: true,
      chainName: false,
      balance: false,
    })
  })

  test.each([
    ['avatar', { avatar: true, name: false }],
    ['address', { avatar: false, name: true }],
    ['full', { avatar: true, name: true }],
  ] as const)('behavior: accountStatus %s', (accountStatus, expected) => {
    expect(
      connectButtonDisplay({ ...DEFAULT_CONNECT_BUTTON_DISPLAY, accountStatus }, large),
    ).toMatchObject(expected)
  })

  test.each([
    ['icon', { chainButton: true, chainIcon: true, chainName: false }],
    ['name', { chainButton: true, chainIcon: false, chainName: true }],
    ['full', { chainButton: true, chainIcon: true, chainName: true }],
    ['none', { chainButton: false }],
  ] as const)('behavior: chainStatus %s', (chainStatus, expected) => {
    expect(
      connectButtonDisplay({ ...DEFAULT_CONNECT_BUTTON_DISPLAY, chainStatus }, large),
    ).toMatchObject(expected)
  })

  test('behavior: a wrong network keeps its button and name whatever chainStatus says, and no balance', () => {
    const wrong = { compact: false, unsupported: true }
    expect(
      connectButtonDisplay(
        { chainStatus: 'none', accountStatus: 'full', showBalance: true },
        wrong,
      ),
    ).toMatchObject({ chainButton: true, chainIcon: false, chainName: true, balance: false })
  })

  test('behavior: showBalance true keeps §2 (large screens only)', () => {
    const on = { ...DEFAULT_CONNECT_BUTTON_DISPLAY, showBalance: true }
    expect(connectButtonDisplay(on, large).balance).toBe(true)
    expect(connectButtonDisplay(on, small).balance).toBe(false)
  })

  test('behavior: responsive values pick smallScreen below 768 px and largeScreen above', () => {
    const value = { smallScreen: 'avatar', largeScreen: 'full' } as const
    expect(resolveResponsive(value, true)).toBe('avatar')
    expect(resolveResponsive(value, false)).toBe('full')
    expect(resolveResponsive('icon', true)).toBe('icon')
    expect(
      connectButtonDisplay(
        {
          ...DEFAULT_CONNECT_BUTTON_DISPLAY,
          showBalance: { smallScreen: true, largeScreen: false },
        },
        small,
      ).balance,
    ).toBe(true)
  })

  test('behavior: without largeScreen the smallScreen value holds on every screen (RainbowKit)', () => {
    expect(resolveResponsive({ smallScreen: 'name' }, true)).toBe('name')
    expect(resolveResponsive({ smallScreen: 'name' }, false)).toBe('name')
    expect(
      connectButtonDisplay(
        { ...DEFAULT_CONNECT_BUTTON_DISPLAY, showBalance: { smallScreen: true } },
        large,
      ).balance,
    ).toBe(true)
  })
})
