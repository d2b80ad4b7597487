// The public API, listed: adding or removing an export is a deliberate change to this list. Also
// guards the package's isomorphism: no source file imports a `node:*` module, and none imports the
// official WalletConnect SDK (tests use it as an oracle; the package must never depend on it).
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { expect, test } from 'vitest'
import * as walletconnect from './index'

test('behavior: @gatehouse/walletconnect exports exactly these names', () => {
  expect(Object.keys(walletconnect).sort()).toMatchInlineSnapshot(`
    [
      "BaseError",
      "CacaoError",
      "DEFAULT_RELAY_URL",
      "DID_KEY_PREFIX",
      "EIP1193_ERROR_CODES",
      "ENVELOPE_TYPE_0",
      "ENVELOPE_TYPE_1",
      "EnvelopeError",
      "IV_LENGTH",
      "JWT_HEADER",
      "JwtError",
      "KEY_LENGTH",
      "KeyError",
      "NoSessionError",
      "NotFoundError",
      "PAIRING_ACTIVE_TTL_SECONDS",
      "PAIRING_PROPOSAL_TTL_SECONDS",
      "PAIRING_URI_SCHEME",
      "PAIRING_URI_VERSION",
      "PROVIDER_WALLET_EVENTS",
      "PROVIDER_WALLET_METHODS",
      "PairingUriError",
      "PeerRpcError",
      "ProtocolError",
      "ProviderOptionsError",
      "ProviderRpcError",
      "RELAY_AUTH_ACT",
      "RELAY_AUTH_TTL_SECONDS",
      "RELAY_DEDUPLICATION_WINDOW",
      "RELAY_HEARTBEAT_INTERVAL_MS",
      "RELAY_MAX_FRAME_LENGTH",
      "RELAY_METHODS",
      "RELAY_PROTOCOL_IRN",
      "RELAY_RECONNECT_FIRST_DELAY_MS",
      "RELAY_RECONNECT_MAX_DELAY_MS",
      "RELAY_REQUEST_RETRIES",
      "RELAY_REQUEST_TIMEOUT_MS",
      "REQUEST_EXPIRY_MAX_SECONDS",
      "REQUEST_EXPIRY_MIN_SECONDS",
      "RESTORE_PING_TIMEOUT_MS",
      "RPC_METHOD_POLICIES",
      "RelayClient",
      "RelayClosedError",
      "RelayOptionsError",
      "RelayRequestError",
      "RequestExpiredError",
      "SESSION_TTL_SECONDS",
      "SIGN_ERROR_CODES",
      "SIGN_MAX_MESSAGE_LENGTH",
      "SIGN_STORAGE_PREFIX",
      "SessionEndedError",
      "TAG_LENGTH",
      "UNSUPPORTED_METHOD_RESPONSE_POLICY",
      "VERIFY_RESOLVE_TIMEOUT_MS",
      "attestationIdOf",
      "chainOfAccount",
      "checkSessionNamespaces",
      "createCacao",
      "createDappClient",
      "createMemoryStorage",
      "createPairingState",
      "createProposalState",
      "createRelayAuthToken",
      "createSessionProposal",
      "createVerifyClient",
      "createWalletClient",
      "createWalletConnectProvider",
      "createWebStorage",
      "decodeDidKey",
      "decodeEnvelope",
      "decrypt",
      "deriveSymKey",
      "deriveTopic",
      "encodeDidKey",
      "encodeEnvelope",
      "encrypt",
      "formatAuthMessage",
      "formatPairingUri",
      "formatRelayUrl",
      "generateClientIdentity",
      "generateKeyPair",
      "generateSymKey",
      "isCaip10AccountId",
      "isCaip2ChainId",
      "pairingReducer",
      "parsePairingUri",
      "proposalReducer",
      "publishTtl",
      "reconnectDelay",
      "signJwt",
      "verifyCacao",
      "verifyCacaoLazily",
      "verifyJwt",
      "walk",
    ]
  `)
})

test('behavior: sources import no node:* module and no @walletconnect/* or @reown/* package', () => {
  const root = path.resolve(import.meta.dirname, '..')
  const sources = readdirSync(root, { recursive: true, encoding: 'utf8' }).filter(
    (file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && !file.includes('testing/'),
  )
  expect(sources.length).toBeGreaterThan(10)
  const offending = sources.filter((file) =>
    /from\s+'(node:|@walletconnect\/|@reown\/)/.test(readFileSync(path.join(root, file), 'utf8')),
  )
  expect(offending).toEqual([])
})
