// Shared by the wallet-authentication tests: a development account that signs CACAOs the way a
// wallet does (formatAuthMessage, personal_sign, createCacao), the request a sign-in page sends,
// and a forged answer sealed to the dapp's key, as a hostile wallet could publish it.
import { privateKeyToAccount } from 'viem/accounts'
import { deriveSymKey } from '../../crypto/deriveSymKey'
import { deriveTopic } from '../../crypto/deriveTopic'
import { encrypt } from '../../crypto/encrypt'
import { generateKeyPair } from '../../crypto/generateKeyPair'
import type { KeyPair } from '../../crypto/KeyPair'
import type { AuthenticateParameters } from '../../engine/Authentication'
import { metadata } from '../../engine/testing/metadata'
import { RPC_METHOD_POLICIES } from '../../rpc/rpcMethodPolicies'
import type { AuthPayload, Cacao, SessionAuthenticateParams } from '../CacaoTypes'
import { createCacao } from '../createCacao'
import { formatAuthMessage } from '../formatAuthMessage'

// Anvil's first and second development keys: public knowledge, never funded outside a local chain.
export const signer = privateKeyToAccount(
  '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80',
)
export const otherSigner = privateKeyToAccount(
  '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d',
)

export const SIGN_IN: AuthenticateParameters = {
  chains: ['eip155:1', 'eip155:10'],
  domain: 'app.example.test',
  uri: 'https://app.example.test',
  nonce: 'n0nceN0nce42',
  statement: 'Sign in to the Gatehouse demo.',
  methods: ['personal_sign', 'eth_sendTransaction'],
}

/** What a wallet does on approval: the message of the payload, signed, as a CACAO. */
export async function signCacao(
  payload: AuthPayload,
  options: { chainId?: number; account?: typeof signer; signAs?: string } = {},
): Promise<Cacao> {
  const { chainId = 1, account = signer } = options
  const iss = `did:pkh:eip155:${chainId}:${options.signAs ?? account.address}`
  const signature = await account.signMessage({ message: formatAuthMessage(payload, iss) })
  return createCacao({ payload, iss, signature })
}

/** A wc_sessionAuthenticate answer sealed to the requester's key, ready for MemoryRelay.inject. */
export async function sealedAnswer(
  params: SessionAuthenticateParams,
  id: number,
  cacaos: unknown[],
  keyPair?: KeyPair,
) {
  const { privateKey, publicKey } = keyPair ?? (await generateKeyPair())
  const symKey = await deriveSymKey(privateKey, params.requester.publicKey)
  const responder = { publicKey, metadata: metadata('rogue wallet') }
  const payload = { id, jsonrpc: '2.0', result: { cacaos, responder } }
  return {
    topic: await deriveTopic(params.requester.publicKey),
    tag: RPC_METHOD_POLICIES.wc_sessionAuthenticate.response.tag,
    message: encrypt({
      message: JSON.stringify(payload),
      symKey,
      type: 1,
      senderPublicKey: publicKey,
    }),
  }
}
