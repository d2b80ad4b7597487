// The sign-in dialog's states (§4) and button labels (§2); errors map to the §8 messages.
import { describe, expect, test } from 'vitest'
import en from '../i18n/en.json'
import {
  initialSignInState as idle,
  SIGN_IN_ERROR_KEYS,
  type SignInAction,
  type SignInState,
  signInButtonLabel,
  signInReducer,
} from './signInFlow'

const signing: SignInState = { status: 'signing', error: undefined }
const verifying: SignInState = { status: 'verifying', error: undefined }

describe('signInReducer', () => {
  test.each([
    ['idle -> signing', idle, { type: 'start' }, signing],
    [
      'an error clears when starting again',
      { status: 'idle', error: 'sign' },
      { type: 'start' },
      signing,
    ],
    ['signing -> verifying', signing, { type: 'signed' }, verifying],
    ['verifying -> idle when verified', verifying, { type: 'verified' }, idle],
    [
      'nonce failure -> idle with the prepare error',
      idle,
      { type: 'nonceFailed' },
      { status: 'idle', error: 'prepare' },
    ],
    [
      'signing failure -> idle with the sign error',
      signing,
      { type: 'signFailed', rejected: false },
      { status: 'idle', error: 'sign' },
    ],
    [
      'a rejected signature -> idle silently',
      signing,
      { type: 'signFailed', rejected: true },
      idle,
    ],
    [
      'verify failure -> idle with the verify error',
      verifying,
      { type: 'verifyFailed' },
      { status: 'idle', error: 'verify' },
    ],
    [
      'anything else -> idle with the generic error',
      verifying,
      { type: 'unexpected' },
      { status: 'idle', error: 'unknown' },
    ],
  ] as [string, SignInState, SignInAction, SignInState][])(
    'behavior: %s',
    (_n, state, action, expected) => {
      expect(signInReducer(state, action)).toEqual(expected)
    },
  )

  test.each([
    ['start while signing', signing, { type: 'start' }],
    ['start while verifying', verifying, { type: 'start' }],
    ['signed while idle', idle, { type: 'signed' }],
  ] as [string, SignInState, SignInAction][])('behavior: ignores %s', (_n, state, action) => {
    expect(signInReducer(state, action)).toBe(state)
  })
})

describe('signInButtonLabel', () => {
  const catalogue: Record<string, string> = en
  test('behavior: the four labels of §2', () => {
    expect(catalogue[signInButtonLabel(idle, false)]).toBe('Preparing message...')
    expect(catalogue[signInButtonLabel(idle, true)]).toBe('Send message')
    expect(catalogue[signInButtonLabel(signing, true)]).toBe('Waiting for signature...')
    expect(catalogue[signInButtonLabel(verifying, true)]).toBe('Verifying signature...')
  })

  test('behavior: the §8 messages', () => {
    expect(Object.values(SIGN_IN_ERROR_KEYS).map((k) => catalogue[k])).toEqual([
      'Error preparing message, please retry!',
      'Error signing message, please retry!',
      'Error verifying signature, please retry!',
      'Oops, something went wrong!',
    ])
  })
})
