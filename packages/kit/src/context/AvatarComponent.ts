import type { ComponentType } from 'react'

// The app-replaceable avatar's contract. It lives with the context that carries it, so the context
// needs nothing from components/ (ARCHITECTURE §3); components/Avatar implements it.

export type AvatarProps = { address: string; ensImage: string | undefined; size: number }
export type AvatarComponent = ComponentType<AvatarProps>
