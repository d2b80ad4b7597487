/** The statement in every sign-in message: the server refuses any other (see lib/auth.ts). */
export const SIWE_STATEMENT = 'Sign in to the Gatehouse Next.js example.'
