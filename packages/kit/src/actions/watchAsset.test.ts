// @vitest-environment jsdom
// Covers the watchAsset action end to end through wagmi and viem: a wagmi config whose injected
// connector wraps an in-memory EIP-1193 wallet (no browser here), connected for real. Each
// outcome: added, declined (4001 or `false`), not supported (4200, -32601), another error, and
// invalid parameters never reaching the wallet. The browser wallet flow is e2e/watchAsset.spec.ts.
import { http } from 'viem'
import { afterEach, describe, expect, test } from 'vitest'
import { createConfig } from 'wagmi'
import { connect, disconnect } from 'wagmi/actions'
import { mainnet } from 'wagmi/chains'
import { injected } from 'wagmi/connectors'
import { InvalidWatchAssetParameterError, WatchAssetNotSupportedError } from '../errors/watchAsset'
import { watchAsset } from './watchAsset'
import type { WatchAssetParameters } from './watchAssetParameters'

const ACCOUNT = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const TOKEN: WatchAssetParameters = {
  type: 'ERC20',
  options: {
    address: '0x7e57000000000000000000000000000000000020',
    symbol: 'GHT',
    decimals: 6,
    image: 'https://example.org/ght.svg',
  },
}

type Answer = { result: unknown } | { error: { code: number; message: string } }

/** A wallet that connects, and answers wallet_watchAsset with `answer`; it records requests. */
function walletWith(answer: Answer) {
  const watched: unknown[] = []
  const provider = {
    async request({ method, params }: { method: string; params?: unknown }) {
      switch (method) {
        case 'eth_chainId':
          return '0x1'
        case 'eth_accounts':
        case 'eth_requestAccounts':
          return [ACCOUNT]
        case 'wallet_requestPermissions':
          return [{ parentCapability: 'eth_accounts' }]
        case 'wallet_watchAsset':
          watched.push(params)
          if ('error' in answer) throw Object.assign(new Error(answer.error.message), answer.error)
          return answer.result
        default:
          throw Object.assign(new Error(`${method} not implemented`), { code: 4200 })
      }
    },
    on() {},
    removeListener() {},
  }
  const config = createConfig({
    chains: [mainnet],
    connectors: [
      injected({ target: { id: 'stand-in', name: 'Stand-in', provider: () => provider as never } }),
    ],
    transports: { [mainnet.id]: http('http://127.0.0.1:9') },
    storage: null,
  })
  return { config, watched }
}

let current: ReturnType<typeof walletWith> | undefined
async function connected(answer: Answer) {
  current = walletWith(answer)
  const [connector] = current.config.connectors
  await connect(current.config, { connector: connector! })
  return current
}
afterEach(async () => {
  if (current) await disconnect(current.config)
  current = undefined
})

describe('watchAsset', () => {
  test('behavior: the wallet gets the token (address checksummed) and "added" comes back', async () => {
    const { config, watched } = await connected({ result: true })
    expect(await watchAsset(config, TOKEN)).toBe('added')
    expect(watched).toEqual([
      {
        type: 'ERC20',
        options: { ...TOKEN.options, address: '0x7E57000000000000000000000000000000000020' },
      },
    ])
  })

  test('behavior: the visitor rejecting (4001) is the outcome "rejected", not an error', async () => {
    const { config } = await connected({ error: { code: 4001, message: 'User rejected.' } })
    expect(await watchAsset(config, TOKEN)).toBe('rejected')
  })

  test('behavior: a wallet answering false is "rejected"', async () => {
    const { config } = await connected({ result: false })
    expect(await watchAsset(config, TOKEN)).toBe('rejected')
  })

  test.each([4200, -32601])('error: code %i throws WatchAssetNotSupportedError', async (code) => {
    const { config } = await connected({ error: { code, message: 'no such method' } })
    const error = await watchAsset(config, TOKEN).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(WatchAssetNotSupportedError)
    expect((error as Error).message).toBe(
      'The connected wallet does not support adding tokens (wallet_watchAsset).',
    )
  })

  test('error: any other wallet error comes through as it was', async () => {
    const { config } = await connected({ error: { code: -32603, message: 'Internal error' } })
    const error = await watchAsset(config, TOKEN).catch((e: unknown) => e)
    expect(error).not.toBeInstanceOf(WatchAssetNotSupportedError)
    expect((error as Error).message).toContain('Internal error')
  })

  test('error: invalid parameters throw before the wallet is asked', async () => {
    const { config, watched } = await connected({ result: true })
    const error = await watchAsset(config, {
      ...TOKEN,
      options: { ...TOKEN.options, decimals: 40 },
    }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(InvalidWatchAssetParameterError)
    expect((error as InvalidWatchAssetParameterError).field).toBe('options.decimals')
    expect(watched).toEqual([])
  })
})
