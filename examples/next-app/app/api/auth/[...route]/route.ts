// /api/auth/nonce, /verify, /session and /logout: what the kit's sign-in dialog calls.
import { getAuth } from '../../../../lib/auth'

const handler = (request: Request) => getAuth()(request)

export const GET = handler
export const POST = handler
