import type { CreateConnectorFn } from 'wagmi'

/** What wagmi gives a connector factory: its chains, emitter, storage and transports. */
export type ConnectorConfig = Parameters<CreateConnectorFn>[0]
