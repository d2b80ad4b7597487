// The "Verify your account" dialog (§2, §4, §8) as a pure reducer: idle → signing →
// verifying, back to idle after any error; a rejected signature returns to idle silently.

export type SignInStatus = 'idle' | 'signing' | 'verifying'

/** Which §8 message to show; undefined: none. */
export type SignInError = 'prepare' | 'sign' | 'verify' | 'unknown'

export type SignInState = { status: SignInStatus; error: SignInError | undefined }

export type SignInAction =
  | { type: 'start' }
  | { type: 'signed' }
  | { type: 'verified' }
  | { type: 'nonceFailed' }
  | { type: 'signFailed'; rejected: boolean }
  | { type: 'verifyFailed' }
  | { type: 'unexpected' }
  /** the attempt no longer applies (account changed or disconnected): idle, no message */
  | { type: 'abandoned' }

export const initialSignInState: SignInState = { status: 'idle', error: undefined }

export function signInReducer(state: SignInState, action: SignInAction): SignInState {
  switch (action.type) {
    case 'start':
      return state.status === 'idle' ? { status: 'signing', error: undefined } : state
    case 'signed':
      return state.status === 'signing' ? { status: 'verifying', error: undefined } : state
    case 'verified':
      return initialSignInState
    case 'nonceFailed':
      return { status: 'idle', error: 'prepare' }
    case 'signFailed':
      // §4: a user rejection of signing returns to idle silently.
      return { status: 'idle', error: action.rejected ? undefined : 'sign' }
    case 'verifyFailed':
      return { status: 'idle', error: 'verify' }
    case 'unexpected':
      return { status: 'idle', error: 'unknown' }
    case 'abandoned':
      return initialSignInState
    default: {
      const exhaustive: never = action
      return exhaustive
    }
  }
}

export type SignInButtonLabel =
  | 'sign_in.preparing'
  | 'sign_in.send'
  | 'sign_in.waiting'
  | 'sign_in.verifying'

/** §2: "Preparing message..." until a nonce exists, then the label of the current state. */
export function signInButtonLabel(state: SignInState, hasNonce: boolean): SignInButtonLabel {
  switch (state.status) {
    case 'signing':
      return 'sign_in.waiting'
    case 'verifying':
      return 'sign_in.verifying'
    case 'idle':
      return hasNonce ? 'sign_in.send' : 'sign_in.preparing'
    default: {
      const exhaustive: never = state.status
      return exhaustive
    }
  }
}

export const SIGN_IN_ERROR_KEYS: Record<SignInError, string> = {
  prepare: 'sign_in.error.prepare',
  sign: 'sign_in.error.sign',
  verify: 'sign_in.error.verify',
  unknown: 'sign_in.error.unknown',
}
