// The official dapp side in Chromium: Reown's @walletconnect/sign-client 2.21.8 (the last
// Apache-2.0 release, a test-only oracle) on a bare page, driven by
// e2e/walletconnectOfficialDapp.spec.ts through window.officialDapp against our wallet side.
// Built at test time (e2e/support/officialDappPage.ts); nothing here ships.
import { SignClient } from '@walletconnect/sign-client'
import type { SessionTypes } from '@walletconnect/types'
import type {
  OfficialDappApi,
  PageEvent,
  PageNamespace,
  PageOutcome,
  PageSession,
} from './OfficialDappApi'
import { setUpSdkEnvironment } from './sdkEnvironment'

setUpSdkEnvironment()

type Client = Awaited<ReturnType<typeof SignClient.init>>

/** Every event a dapp's client emits; each is recorded in order for the spec. */
const EVENTS = [
  'session_event',
  'session_update',
  'session_extend',
  'session_ping',
  'session_delete',
  'session_expire',
  'session_request_sent',
  'proposal_expire',
] as const

let client: Client | undefined
const recorded: PageEvent[] = []
const tracked = new Map<string, PageOutcome | 'pending'>()
let approval: Promise<PageOutcome<PageSession>> | undefined
let authenticated: ReturnType<OfficialDappApi['authenticated']> | undefined

const status = (text: string) => {
  document.getElementById('status')!.textContent = text
}

function started(): Client {
  if (!client) throw new Error('start() first')
  return client
}

function toPage(session: SessionTypes.Struct): PageSession {
  return {
    topic: session.topic,
    namespaces: session.namespaces as Record<string, PageNamespace>,
    peerName: session.peer.metadata.name,
    expiry: session.expiry,
  }
}

/** The SDK rejects with Errors, with `{ code, message }` objects, or with bare strings. */
function failure(error: unknown): { ok: false; message: string; code?: number } {
  if (error && typeof error === 'object') {
    const { message, code } = error as { message?: unknown; code?: unknown }
    return {
      ok: false,
      message: String(message ?? error),
      ...(typeof code === 'number' ? { code } : {}),
    }
  }
  return { ok: false, message: String(error) }
}

async function settle<T>(promise: Promise<T>): Promise<PageOutcome<T>> {
  try {
    return { ok: true, value: await promise }
  } catch (error) {
    return failure(error)
  }
}

const api: OfficialDappApi = {
  async start({ relayUrl, projectId }) {
    client = await SignClient.init({
      projectId,
      relayUrl,
      telemetryEnabled: false,
      // Its errors go to the console, which the suite's console guard fails on.
      logger: 'error',
      metadata: {
        name: 'Official dapp',
        description: 'sign-client 2.21.8 in Chromium',
        url: location.origin,
        icons: [],
      },
    })
    for (const name of EVENTS) {
      client.on(name, (payload: unknown) => {
        const { topic, params } = (payload ?? {}) as { topic?: string; params?: unknown }
        recorded.push({ name, topic, params })
      })
    }
    status('started')
    return client.session.getAll().map(toPage)
  },

  async connect(optionalNamespaces) {
    const { uri, approval: approved } = await started().connect({ optionalNamespaces })
    if (!uri) throw new Error('the SDK gave no pairing URI')
    document.getElementById('uri')!.textContent = uri
    // Caught at once: the SDK's approval() only hears a refusal that arrives after it was called.
    approval = settle(approved().then(toPage))
    return uri
  },

  approval() {
    if (!approval) throw new Error('connect() first')
    return approval
  },

  request({ topic, chainId, method, params, expiry }) {
    return settle(
      started().request({
        topic,
        chainId,
        request: { method, params },
        ...(expiry ? { expiry } : {}),
      }),
    )
  },

  track(key, request) {
    tracked.set(key, 'pending')
    void api.request(request).then((outcome) => tracked.set(key, outcome))
  },

  outcome: (key) => tracked.get(key),

  ping: (topic) => settle(started().ping({ topic })),

  disconnect: (topic) =>
    settle(started().disconnect({ topic, reason: { code: 6000, message: 'User disconnected.' } })),

  sessions: () => started().session.getAll().map(toPage),

  events: () => recorded,

  async authenticate(params) {
    const dapp = started()
    const { uri, response } = await dapp.authenticate(params)
    document.getElementById('uri')!.textContent = uri
    authenticated = settle(
      response().then(({ session, auths }) => {
        if (!session) throw new Error('signed in without a session')
        return {
          session: toPage(session),
          auths: (auths ?? []).map((cacao) => ({
            iss: cacao.p.iss,
            message: dapp.formatAuthMessage({ request: cacao.p, iss: cacao.p.iss }),
            signature: cacao.s.s,
            type: cacao.s.t,
          })),
        }
      }),
    )
    return uri
  },

  authenticated() {
    if (!authenticated) throw new Error('authenticate() first')
    return authenticated
  },
}

Object.assign(window, { officialDapp: api })
status('ready')
