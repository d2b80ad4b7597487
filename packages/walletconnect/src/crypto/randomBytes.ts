/** `length` random bytes from the runtime's CSPRNG (present even where WebCrypto's subtle is not). */
export const randomBytes = (length: number): Uint8Array<ArrayBuffer> =>
  globalThis.crypto.getRandomValues(new Uint8Array(length))
