// Test-only: a Next.js App Router catch-all route module (`app/api/auth/[...route]/route.ts`)
// exactly as the README writes it, for nextBuild.test.ts to evaluate the way `next build`
// (collecting route config) and `next start` do.
import { createAuthHandler } from '../createAuthHandler'
import { fromEnv } from '../fromEnv'

const handler = createAuthHandler(fromEnv())
export const GET = handler,
  POST = handler
