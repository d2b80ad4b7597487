// /api/auth/nonce, /verify, /session and /logout: what the kit's sign-in dialog calls.
import { auth } from '../../../../lib/auth'

export const GET = auth
export const POST = auth
