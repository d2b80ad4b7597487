/**
 * A decoded ReCap (ERC-5573): per resource (`eip155`), per ability (`request/personal_sign`), the
 * limits granted, each a JSON object (the wallet may write `{ chains: [...] }` there).
 */
export type Recap = { att: Record<string, Record<string, Record<string, unknown>[]>> }

export const RECAP_PREFIX = 'urn:recap:'
