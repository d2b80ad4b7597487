// The `verifyContext` field the wallet's events carry, only with Verify.
import type { VerifyContext } from '../verify/VerifyClient'

/** The event's `verifyContext` field, only with Verify (the events stay as they were without). */
export const withContext = (verifyContext: VerifyContext | undefined) =>
  verifyContext ? { verifyContext } : {}
