// @gatehouse/auth-server/next-auth: Sign-In with Ethereum for NextAuth (next-auth 4.24 and 5), the
// server's Credentials provider and the kit's adapter for it. Explicit named re-exports only (a
// test lists them). Nothing here imports next-auth, Hono or Node built-ins, so the adapter may be
// imported from client components.

// biome-ignore lint/performance/noBarrelFile: entrypoint module
export {
  createNextAuthAdapter,
  type NextAuthAdapterOptions,
  type NextAuthClient,
  type NextAuthSessionLike,
} from '../nextAuth/createNextAuthAdapter'
export {
  type SiweCredentials,
  type SiweCredentialsOptions,
  type SiweCredentialsProvider,
  type SiweNonceSource,
  type SiweUser,
  siweCredentials,
} from '../nextAuth/siweCredentials'
