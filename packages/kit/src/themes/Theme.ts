/**
 * The theme contract. Every value is one `--gh-*` CSS variable: `colors.accentColor` is
 * `--gh-colors-accent-color`, `radii.modalMobile` is `--gh-radii-modal-mobile`, `colors.confetti1`
 * is `--gh-colors-confetti-1` (group, then the key in kebab case). Every theme sets every key.
 */
export type Theme = {
  colors: {
    accentColor: string
    accentColorForeground: string
    actionButtonSecondaryBackground: string
    closeButton: string
    closeButtonBackground: string
    confetti1: string
    confetti2: string
    confetti3: string
    confetti4: string
    confetti5: string
    connectButtonBackground: string
    connectButtonBackgroundError: string
    connectButtonText: string
    connectButtonTextError: string
    connectedDot: string
    error: string
    generalBorder: string
    menuItemBackground: string
    modalBackground: string
    modalBorder: string
    modalText: string
    modalTextSecondary: string
    overlay: string
    /** stays light in every theme: scanners need dark modules on a light ground */
    qrBackground: string
  }
  radii: {
    actionButton: string
    connectButton: string
    menuButton: string
    modal: string
    /** the bottom sheet's top corners (compact layout) */
    modalMobile: string
    qrCode: string
    walletIcon: string
  }
  /** `mono`: hashes and other machine text */
  fonts: { body: string; mono: string }
  shadows: { connectButton: string; dialog: string }
  blurs: { overlay: string }
}

export type BorderRadius = 'none' | 'small' | 'medium' | 'large'
export type OverlayBlur = 'none' | 'small' | 'large'
/** a preset, or any CSS `font-family` value used as it is */
export type FontStack = 'system' | 'rounded' | (string & {})

export type ThemeOptions = {
  /** default: the theme's own blue */
  accentColor?: string
  /** text on the accent colour; default white */
  accentColorForeground?: string
  /** default `large` (pill buttons, 24 px modal corners) */
  borderRadius?: BorderRadius
  /** `system` (default), `rounded`, or a `font-family` value such as `'"Inter", sans-serif'` */
  fontStack?: FontStack
  /** default `none` */
  overlayBlur?: OverlayBlur
}

/** The provider's `theme` prop: one theme, or a pair that follows `prefers-color-scheme`. */
export type ThemeSetting = Theme | { lightMode: Theme; darkMode: Theme }
