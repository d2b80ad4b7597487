// connect({ signIn }) against our wallet client on the in-process relay: a wallet that signs in
// connects and leaves the signed SIWE message in `authentication`; one that cannot connects
// through the fallback proposal and leaves none. Wallet authentication itself is tested in
// engine/SignEngine.authenticate*.test.ts.
import { afterEach, expect, test } from 'vitest'
import { SIGN_IN, signCacao, signer } from '../cacao/testing/authFixtures'
import { next } from '../engine/testing/signFixtures'
import { PROVIDER_WALLET_METHODS } from './constants'
import { ProviderPair, WALLET_NAMESPACES } from './testing/providerFixtures'

let pair: ProviderPair | undefined

afterEach(async () => {
  await pair?.close()
  pair = undefined
})

const { chains: _chains, methods: _methods, ...signIn } = SIGN_IN

test('behavior: connect with signIn: one approval connects and signs; the message waits in authentication', async () => {
  pair = await ProviderPair.start()
  const { wallet, provider } = pair
  wallet.on('authenticate', async ({ id, params }) => {
    expect(params.authPayload.chains).toEqual(['eip155:10', 'eip155:1', 'eip155:137'])
    const auths = [await signCacao(params.authPayload, { chainId: 10 })]
    await wallet.approveAuthenticate({ id, auths })
  })
  const uri = new Promise<string>((resolve) => provider.on('display_uri', resolve))
  const connected = provider.connect({ chainId: 10, signIn })
  await wallet.pair({ uri: await uri })
  const session = await connected
  expect(session.namespaces.eip155?.methods).toEqual(
    [...PROVIDER_WALLET_METHODS].sort((a, b) => a.localeCompare(b)),
  )
  expect(provider.chainId).toBe(10)
  expect(provider.accounts).toEqual([signer.address])
  expect(provider.authentication).toMatchObject({ address: signer.address, chainId: 'eip155:10' })
  expect(provider.authentication?.message).toContain('Nonce: n0nceN0nce42')
  await provider.disconnect()
  expect(provider.authentication).toBeUndefined()
})

test('behavior: connect with signIn to a wallet that cannot sign in: connected, no authentication', async () => {
  pair = await ProviderPair.start()
  const { wallet, provider } = pair
  const proposal = next(wallet, 'proposal')
  const uri = new Promise<string>((resolve) => provider.on('display_uri', resolve))
  const connected = provider.connect({ signIn })
  await wallet.pair({ uri: await uri })
  await wallet.approve({ id: (await proposal).id, namespaces: WALLET_NAMESPACES })
  await connected
  expect(provider.session).toBeDefined()
  expect(provider.authentication).toBeUndefined()
})
