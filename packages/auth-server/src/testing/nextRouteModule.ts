// Test-only: a Next.js App Router catch-all route module (`app/api/auth/[...route]/route.ts`)
// exactly as the README writes it, for config/nextBuild.test.ts to evaluate the way `next build`
// (collecting route config) and `next start` do.
import { fromEnv } from '../config/fromEnv'
import { createAuthHandler } from '../routes/createAuthHandler'

const handler = createAuthHandler(fromEnv())
export const GET = handler,
  POST = handler
