import type { ComponentType, ReactNode } from 'react'

// The app's `appInfo.disclaimer` contract. It lives with the context that carries it, so the
// context needs nothing from components/ (ARCHITECTURE §3); components/Disclaimer renders it.

/** The building blocks an app's disclaimer is written with, styled by the theme (RainbowKit's shape). */
export type DisclaimerComponent = ComponentType<{
  Text: ComponentType<{ children: ReactNode }>
  Link: ComponentType<{ href: string; children: ReactNode }>
}>
