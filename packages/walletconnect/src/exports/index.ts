// @gatehouse/walletconnect's public API: explicit named re-exports only (a test lists them).

export type { ClientIdentity } from '../auth/ClientIdentity'
// biome-ignore lint/performance/noBarrelFile: entrypoint module
export {
  DID_KEY_PREFIX,
  JWT_HEADER,
  RELAY_AUTH_ACT,
  RELAY_AUTH_TTL_SECONDS,
} from '../auth/constants'
export {
  type CreateRelayAuthTokenParameters,
  createRelayAuthToken,
} from '../auth/createRelayAuthToken'
export { decodeDidKey } from '../auth/decodeDidKey'
export { encodeDidKey } from '../auth/encodeDidKey'
export { generateClientIdentity } from '../auth/generateClientIdentity'
export type { JwtClaims } from '../auth/JwtClaims'
export { signJwt } from '../auth/signJwt'
export { type VerifyJwtOptions, verifyJwt } from '../auth/verifyJwt'
export type {
  AuthPayload,
  Cacao,
  CacaoHeader,
  CacaoPayload,
  CacaoSignature,
  SessionAuthenticateParams,
  SessionAuthenticateResult,
} from '../cacao/CacaoTypes'
export { createCacao } from '../cacao/createCacao'
export { formatAuthMessage } from '../cacao/formatAuthMessage'
export type { VerifiedCacao } from '../cacao/VerifiedCacao'
export { verifyCacao } from '../cacao/verifyCacao'
export { verifyCacaoLazily } from '../cacao/verifyCacaoLazily'
export {
  ENVELOPE_TYPE_0,
  ENVELOPE_TYPE_1,
  IV_LENGTH,
  KEY_LENGTH,
  TAG_LENGTH,
} from '../crypto/constants'
export { decodeEnvelope } from '../crypto/decodeEnvelope'
export { type DecryptParameters, decrypt } from '../crypto/decrypt'
export { deriveSymKey } from '../crypto/deriveSymKey'
export { deriveTopic } from '../crypto/deriveTopic'
export type { Envelope } from '../crypto/Envelope'
export { encodeEnvelope } from '../crypto/encodeEnvelope'
export { type EncryptParameters, encrypt } from '../crypto/encrypt'
export { generateKeyPair } from '../crypto/generateKeyPair'
export { generateSymKey } from '../crypto/generateSymKey'
export type { KeyPair } from '../crypto/KeyPair'
export type { AuthenticateParameters, AuthenticateResponse } from '../engine/Authentication'
export {
  SESSION_TTL_SECONDS,
  SIGN_MAX_MESSAGE_LENGTH,
  SIGN_STORAGE_PREFIX,
} from '../engine/constants'
export { createDappClient, type DappClient } from '../engine/createDappClient'
export { createWalletClient, type WalletClient } from '../engine/createWalletClient'
export type { Session } from '../engine/Session'
export type { SessionRequest, SignClientEvents } from '../engine/SignClientEvents'
export type { SignClientOptions } from '../engine/SignEngine'
export type { SignRelay } from '../engine/SignRelay'
export { BaseError, type BaseErrorType, type ErrorType, walk } from '../errors/base'
export { CacaoError, type CacaoErrorType, type CacaoProblem } from '../errors/cacao'
export { EnvelopeError, type EnvelopeErrorType } from '../errors/envelope'
export { JwtError, type JwtErrorType } from '../errors/jwt'
export { KeyError, type KeyErrorType } from '../errors/key'
export { NoSessionError, type NoSessionErrorType, type NoSessionReason } from '../errors/noSession'
export { NotFoundError, type NotFoundErrorType, type NotFoundKind } from '../errors/notFound'
export {
  PairingUriError,
  type PairingUriErrorType,
  type PairingUriPart,
} from '../errors/pairingUri'
export { PeerRpcError, type PeerRpcErrorType } from '../errors/peerRpc'
export { ProtocolError, type ProtocolErrorType } from '../errors/protocol'
export {
  ProviderOptionsError,
  type ProviderOptionsErrorType,
} from '../errors/providerOptions'
export { ProviderRpcError, type ProviderRpcErrorType } from '../errors/providerRpc'
export {
  RelayClosedError,
  type RelayClosedErrorType,
  RelayRequestError,
  type RelayRequestErrorType,
} from '../errors/relay'
export { RelayOptionsError, type RelayOptionsErrorType } from '../errors/relayOptions'
export { RequestExpiredError, type RequestExpiredErrorType } from '../errors/requestExpired'
export { SessionEndedError, type SessionEndedErrorType } from '../errors/sessionEnded'
export type {
  JsonRpcErrorResponse,
  JsonRpcRequest,
  JsonRpcResponse,
  JsonRpcResult,
} from '../jsonrpc/JsonRpc'
export {
  createPairingState,
  PAIRING_ACTIVE_TTL_SECONDS,
  type PairingEvent,
  type PairingState,
  type PairingStatus,
  pairingReducer,
} from '../pairing/pairingReducer'
export {
  EIP1193_ERROR_CODES,
  PROVIDER_WALLET_EVENTS,
  PROVIDER_WALLET_METHODS,
  RESTORE_PING_TIMEOUT_MS,
} from '../provider/constants'
export { createWalletConnectProvider } from '../provider/createWalletConnectProvider'
export type { ProviderSignIn } from '../provider/ProviderSignIn'
export type { WalletConnectProvider } from '../provider/WalletConnectProvider'
export type { WalletConnectProviderEvents } from '../provider/WalletConnectProviderEvents'
export type {
  ProviderChain,
  ReadRequest,
  WalletConnectProviderOptions,
} from '../provider/WalletConnectProviderOptions'
export {
  DEFAULT_RELAY_URL,
  RELAY_DEDUPLICATION_WINDOW,
  RELAY_HEARTBEAT_INTERVAL_MS,
  RELAY_MAX_FRAME_LENGTH,
  RELAY_METHODS,
  RELAY_RECONNECT_FIRST_DELAY_MS,
  RELAY_RECONNECT_MAX_DELAY_MS,
  RELAY_REQUEST_RETRIES,
  RELAY_REQUEST_TIMEOUT_MS,
} from '../relay/constants'
export { type FormatRelayUrlParameters, formatRelayUrl } from '../relay/formatRelayUrl'
export type { PublishParameters } from '../relay/PublishParameters'
export {
  RelayClient,
  type RelayClientEvents,
  type RelayClientOptions,
} from '../relay/RelayClient'
export type { RelayMessage } from '../relay/RelayMessage'
export type {
  RelaySocket,
  RelaySocketCloseEvent,
  RelaySocketConstructor,
  RelaySocketMessageEvent,
} from '../relay/RelaySocket'
export { reconnectDelay } from '../relay/reconnectDelay'
export { publishTtl } from '../rpc/publishTtl'
export type { RpcMethodPolicy, RpcPolicy } from '../rpc/RpcPolicy'
export {
  REQUEST_EXPIRY_MAX_SECONDS,
  REQUEST_EXPIRY_MIN_SECONDS,
  RPC_METHOD_POLICIES,
  type RpcMethod,
  UNSUPPORTED_METHOD_RESPONSE_POLICY,
} from '../rpc/rpcMethodPolicies'
export { chainOfAccount, isCaip2ChainId, isCaip10AccountId } from '../sign/caip'
export { checkSessionNamespaces } from '../sign/checkSessionNamespaces'
export {
  type CreateSessionProposalParameters,
  createSessionProposal,
} from '../sign/createSessionProposal'
export { SIGN_ERROR_CODES, type SignErrorName } from '../sign/errorCodes'
export {
  createProposalState,
  type ProposalEvent,
  type ProposalState,
  proposalReducer,
} from '../sign/proposalReducer'
export type {
  ExtendParams,
  Metadata,
  Participant,
  ProposalNamespace,
  ProposalNamespaces,
  ReasonParams,
  RelayProtocol,
  SessionEventParams,
  SessionNamespace,
  SessionNamespaces,
  SessionProposeParams,
  SessionProposeResult,
  SessionRequestParams,
  SessionSettleParams,
  SessionUpdateParams,
} from '../sign/SignTypes'
export { createMemoryStorage } from '../storage/createMemoryStorage'
export { createWebStorage, type WebStorageLike } from '../storage/createWebStorage'
export type { SignStorage } from '../storage/SignStorage'
export {
  PAIRING_PROPOSAL_TTL_SECONDS,
  PAIRING_URI_SCHEME,
  PAIRING_URI_VERSION,
  RELAY_PROTOCOL_IRN,
} from '../uri/constants'
export { formatPairingUri } from '../uri/formatPairingUri'
export type { PairingUri } from '../uri/PairingUri'
export { parsePairingUri } from '../uri/parsePairingUri'
export { attestationIdOf } from '../verify/attestationIdOf'
export { VERIFY_RESOLVE_TIMEOUT_MS } from '../verify/constants'
export { type CreateVerifyClientOptions, createVerifyClient } from '../verify/createVerifyClient'
export type { VerifyClient, VerifyContext } from '../verify/VerifyClient'
