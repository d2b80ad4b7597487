// verifyCacao as the package exports it: synchronous again (as before 725777e made it a promise, a
// breaking change to a public name), with the same result; verifyCacaoLazily, the form the engines
// use, loads the same check on first use. The /dapp entry: what the kit's connector imports.
import { expect, test } from 'vitest'
import type { AuthPayload } from '../cacao/CacaoTypes'
import { SIGN_IN, signCacao, signer } from '../cacao/testing/authFixtures'
import { CacaoError } from '../errors/cacao'
import * as dapp from './dapp'
import { verifyCacao, verifyCacaoLazily } from './index'

const request: AuthPayload = {
  type: 'caip122',
  chains: [...SIGN_IN.chains],
  domain: SIGN_IN.domain,
  aud: SIGN_IN.uri,
  nonce: SIGN_IN.nonce,
  version: '1',
  iat: new Date().toISOString(),
  statement: SIGN_IN.statement,
}

test('behavior: verifyCacao returns the verified CACAO synchronously, not a promise', async () => {
  const cacao = await signCacao(request)
  const verified = verifyCacao(cacao, request)
  expect(verified).not.toBeInstanceOf(Promise)
  expect(verified).toMatchObject({
    address: signer.address,
    chainId: 'eip155:1',
    signatureType: 'eip191',
    signature: cacao.s.s,
  })
  expect(verified.message).toContain(`${SIGN_IN.domain} wants you to sign in`)
  expect(() => verifyCacao(cacao, { ...request, nonce: 'another' })).toThrow(CacaoError)
})

test('behavior: verifyCacaoLazily resolves to what verifyCacao returns, and rejects as it throws', async () => {
  const cacao = await signCacao(request)
  await expect(verifyCacaoLazily(cacao, request)).resolves.toEqual(verifyCacao(cacao, request))
  await expect(verifyCacaoLazily(cacao, { ...request, nonce: 'another' })).rejects.toThrow(
    CacaoError,
  )
})

test('behavior: @gatehouse/walletconnect/dapp exports the dapp side starting points only', () => {
  expect(Object.keys(dapp).sort()).toEqual(['createWalletConnectProvider', 'createWebStorage'])
})
