// @vitest-environment jsdom
// Which mark a network gets: the chain's own iconUrl (a URL or a loader) over the kit's set, the
// kit's set (one lazily loaded module) by chain id, and the neutral initial for a chain the set
// lacks or whose iconUrl is null; iconBackground tints the tile.
import { act, cleanup, render } from '@testing-library/react'
import { afterEach, describe, expect, test } from 'vitest'
import { preloadIcons } from '../WalletIcon/iconCache'
import { ChainIcon } from './ChainIcon'
import { chainIconSource, chainInitial } from './chainIconSource'
import { NETWORK_ICON_CHAIN_IDS, networkIconUrl } from './networkIcons'

afterEach(cleanup)

const tile = (container: HTMLElement) => container.querySelector('[data-gh-chain-icon]')

describe('chainIconSource', () => {
  test('behavior: the chain’s own iconUrl wins, with its background', () => {
    expect(
      chainIconSource({
        id: 1,
        name: 'Ethereum',
        iconUrl: 'https://x.test/e.svg',
        iconBackground: '#123456',
      }),
    ).toEqual({
      src: 'https://x.test/e.svg',
      background: '#123456',
    })
  })

  test('behavior: iconUrl null asks for the placeholder', () => {
    expect(chainIconSource({ id: 1, name: 'Ethereum', iconUrl: null }).src).toBeUndefined()
  })

  test('behavior: otherwise one loader per chain id from the kit’s set', () => {
    const a = chainIconSource({ id: 10, name: 'OP Mainnet' }).src
    expect(typeof a).toBe('function')
    expect(chainIconSource({ id: 10, name: 'Optimism' }).src).toBe(a)
  })

  test('behavior: the initial is the first character, upper-cased', () => {
    expect(chainInitial('zora')).toBe('Z')
    expect(chainInitial(' Anvil')).toBe('A')
    expect(chainInitial('')).toBe('?')
  })
})

describe('the network set', () => {
  test('behavior: has the demo’s networks and their testnets', () => {
    for (const id of [1, 137, 10, 42_161, 7_777_777, 8453, 11_155_111, 84_532])
      expect(NETWORK_ICON_CHAIN_IDS).toContain(id)
    expect(networkIconUrl(1)).toMatch(/^data:image\/svg\+xml,%3Csvg/)
    expect(networkIconUrl(31_337)).toBe('')
  })
})

describe('ChainIcon', () => {
  test('behavior: a known chain shows its mark once the set has loaded', async () => {
    const { container } = render(<ChainIcon chain={{ id: 137, name: 'Polygon' }} size={24} />)
    await act(() => preloadIcons([chainIconSource({ id: 137, name: 'Polygon' }).src as never]))
    expect(tile(container)?.getAttribute('data-gh-chain-icon')).toBe('icon')
    expect(container.querySelector('img')?.getAttribute('src')).toBe(networkIconUrl(137))
  })

  test('behavior: a chain the set lacks shows its initial, not an image', async () => {
    const chain = { id: 31_337, name: 'Anvil' }
    await preloadIcons([chainIconSource(chain).src as never])
    const { container } = render(<ChainIcon chain={chain} size={24} />)
    expect(tile(container)?.getAttribute('data-gh-chain-icon')).toBe('initial')
    expect(tile(container)?.textContent).toBe('A')
    expect(container.querySelector('img')).toBeNull()
  })

  test('behavior: an override URL shows at once, on its background; decorative', () => {
    const { container } = render(
      <ChainIcon
        chain={{
          id: 1,
          name: 'Ethereum',
          iconUrl: 'https://x.test/e.svg',
          iconBackground: 'rgb(1, 2, 3)',
        }}
        size={28}
      />,
    )
    expect(container.querySelector('img')?.getAttribute('src')).toBe('https://x.test/e.svg')
    expect((tile(container) as HTMLElement).style.background).toBe('rgb(1, 2, 3)')
    expect(tile(container)?.getAttribute('aria-hidden')).toBe('true')
  })

  test('behavior: an override loader is used instead of the set', async () => {
    const loader = async () => 'data:image/png;base64,AAAA'
    await preloadIcons([loader])
    const { container } = render(
      <ChainIcon chain={{ id: 1, name: 'Ethereum', iconUrl: loader }} size={24} />,
    )
    expect(container.querySelector('img')?.getAttribute('src')).toBe('data:image/png;base64,AAAA')
  })

  test('behavior: iconUrl null on a known chain shows the initial', () => {
    const { container } = render(
      <ChainIcon chain={{ id: 1, name: 'Ethereum', iconUrl: null }} size={24} />,
    )
    expect(tile(container)?.textContent).toBe('E')
  })
})
