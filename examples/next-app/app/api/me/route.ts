import { auth } from '../../../lib/auth'

/** The signed-in account, checked on the server: 401 without a session. */
export async function GET(request: Request) {
  const session = await auth.getSession(request)
  if (!session) return Response.json({ error: 'unauthenticated' }, { status: 401 })
  return Response.json(session)
}
