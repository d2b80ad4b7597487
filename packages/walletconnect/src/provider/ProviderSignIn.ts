import type { AuthenticateParameters } from '../engine/Authentication'

/**
 * What connect() needs to sign in with the connection: the message's fields from the app's
 * sign-in server (domain, uri, nonce, statement, times). The chains and the session's methods
 * are the provider's own.
 */
export type ProviderSignIn = Omit<AuthenticateParameters, 'chains' | 'methods'>
