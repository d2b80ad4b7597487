// The relay client's requests (relay-client-api): each sent once the socket is open and awaited by
// its JSON-RPC id, with a deadline; a failed delivery or silence retried as the spec asks, an
// answered error not. An answer to no request of ours is logged and dropped.
import { RelayRequestError } from '../errors/relay'
import { RELAY_REQUEST_RETRIES } from './constants'
import { createRpcId } from './createRpcId'
import type { RelayFrame } from './readRelayFrame'

/** What the requests need of the socket: to wait until it is open, and to send on it. */
export type RelayRequestSocket = {
  /** Resolves once the socket is open; rejects when an attempt to open it fails. */
  opened(): Promise<void>
  send(payload: unknown): void
}

/** Reads a method's result: undefined when it is not what the method returns. */
type Read<T> = (result: unknown) => T | undefined

export type RelayRequests = {
  /**
   * One request with the spec's retries: a failed delivery or silence is retried, an answered
   * error is not.
   */
  request<T>(method: string, params: Record<string, unknown>, read: Read<T>): Promise<T>
  /**
   * One attempt. Its deadline covers waiting for the socket as well as for the answer: offline, a
   * request fails after its retries (relay-client-api "Offline support") rather than hanging.
   */
  call<T>(method: string, params: Record<string, unknown>, read: Read<T>): Promise<T>
  /** Settles the request an answer is for; an answer to no request of ours is dropped. */
  settle(frame: Extract<RelayFrame, { kind: 'result' | 'error' }>): void
  /** Fails every request awaiting an answer: its socket is gone, or the client closed. */
  failPending(error: unknown): void
}

type Pending = { method: string; resolve(result: unknown): void; reject(error: unknown): void }

const JSONRPC = '2.0'
/** JSON-RPC's "internal error": the relay answered, but not with what the method returns. */
const INVALID_RESULT = -32603

export function createRelayRequests(
  socket: RelayRequestSocket,
  timeoutMs: number,
  log: (line: string) => void,
): RelayRequests {
  const pending = new Map<number, Pending>()

  async function call<T>(method: string, params: Record<string, unknown>, read: Read<T>) {
    const id = createRpcId()
    const result = await new Promise<unknown>((resolve, reject) => {
      const timer = setTimeout(() => {
        pending.delete(id)
        reject(new RelayRequestError(`${method}: no answer in ${timeoutMs} ms`, { method }))
      }, timeoutMs)
      const fail = (error: unknown) => {
        clearTimeout(timer)
        reject(error)
      }
      socket.opened().then(() => {
        pending.set(id, {
          method,
          resolve: (value) => {
            clearTimeout(timer)
            resolve(value)
          },
          reject: fail,
        })
        socket.send({ id, jsonrpc: JSONRPC, method, params })
      }, fail)
    })
    const value = read(result)
    if (value === undefined)
      throw new RelayRequestError(`${method}: unexpected result`, { method, code: INVALID_RESULT })
    return value
  }

  return {
    call,
    async request(method, params, read) {
      let lastError: unknown
      for (let attempt = 0; attempt <= RELAY_REQUEST_RETRIES; attempt++) {
        try {
          return await call(method, params, read)
        } catch (error) {
          if (!(error instanceof RelayRequestError) || error.code !== undefined) throw error
          lastError = error
        }
      }
      throw new RelayRequestError(`${method} failed after ${RELAY_REQUEST_RETRIES} retries`, {
        method,
        cause: lastError,
      })
    },
    settle(frame) {
      const request = typeof frame.id === 'number' ? pending.get(frame.id) : undefined
      if (!request) {
        log(`dropped answer to unknown id ${String(frame.id)}`)
        return
      }
      pending.delete(frame.id as number)
      if (frame.kind === 'result') request.resolve(frame.result)
      else
        request.reject(
          new RelayRequestError(`${request.method}: ${frame.message}`, {
            method: request.method,
            code: frame.code,
          }),
        )
    },
    failPending(error) {
      const requests = [...pending.values()]
      pending.clear()
      for (const request of requests) request.reject(error)
    },
  }
}
