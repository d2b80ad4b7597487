import { InvalidThemeOptionError } from '../errors/theme'
import type { AccentColors } from './accentColors'
import type { BorderRadius, FontStack, OverlayBlur, Theme, ThemeOptions } from './Theme'

// What every theme shares: radii, fonts and blurs follow the options, not the palette; the
// confetti, status and QR colours and the shadows are the same in every theme.

const radii: Record<BorderRadius, Theme['radii']> = {
  large: {
    actionButton: '9999px',
    connectButton: '12px',
    menuButton: '12px',
    modal: '24px',
    modalMobile: '28px',
    qrCode: '16px',
    walletIcon: '25%',
  },
  medium: {
    actionButton: '10px',
    connectButton: '8px',
    menuButton: '8px',
    modal: '16px',
    modalMobile: '18px',
    qrCode: '12px',
    walletIcon: '20%',
  },
  small: {
    actionButton: '4px',
    connectButton: '4px',
    menuButton: '4px',
    modal: '8px',
    modalMobile: '8px',
    qrCode: '6px',
    walletIcon: '12%',
  },
  none: {
    actionButton: '0px',
    connectButton: '0px',
    menuButton: '0px',
    modal: '0px',
    modalMobile: '0px',
    qrCode: '0px',
    walletIcon: '0px',
  },
}

const systemFont = 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif'

const blurs: Record<OverlayBlur, string> = {
  none: 'none',
  small: 'blur(4px)',
  large: 'blur(20px)',
}

const fontFor = (stack: FontStack): string =>
  stack === 'system'
    ? systemFont
    : stack === 'rounded'
      ? `ui-rounded, "SF Pro Rounded", ${systemFont}`
      : stack

type SharedColor =
  | 'accentColor'
  | 'accentColorForeground'
  | 'confetti1'
  | 'confetti2'
  | 'confetti3'
  | 'confetti4'
  | 'confetti5'
  | 'connectButtonBackgroundError'
  | 'connectButtonTextError'
  | 'connectedDot'
  | 'qrBackground'

// Any CSS value except what could end the declaration or the rule it is written into.
const CSS_VALUE = /^[^;{}<>]+$/

function checkOptions({
  accentColor,
  accentColorForeground,
  borderRadius,
  fontStack,
  overlayBlur,
}: ThemeOptions): void {
  const oneOf = (option: string, value: unknown, allowed: readonly string[]) => {
    if (value !== undefined && !allowed.includes(value as string))
      throw new InvalidThemeOptionError(option, value, `one of ${allowed.join(', ')}`)
  }
  const cssValue = (option: string, value: unknown) => {
    if (value !== undefined && (typeof value !== 'string' || !CSS_VALUE.test(value.trim())))
      throw new InvalidThemeOptionError(option, value, 'a CSS value without ; { } < >')
  }
  oneOf('borderRadius', borderRadius, Object.keys(radii))
  oneOf('overlayBlur', overlayBlur, Object.keys(blurs))
  cssValue('accentColor', accentColor)
  cssValue('accentColorForeground', accentColorForeground)
  cssValue('fontStack', fontStack)
}

/** A whole theme from a palette, the theme's default accent and the caller's options. */
export function buildTheme(
  palette: Omit<Theme['colors'], SharedColor>,
  defaultAccent: AccentColors['blue'],
  options: ThemeOptions,
): Theme {
  checkOptions(options)
  const {
    accentColor = defaultAccent.accentColor,
    accentColorForeground = defaultAccent.accentColorForeground,
    borderRadius = 'large',
    fontStack = 'system',
    overlayBlur = 'none',
  } = options
  return {
    colors: {
      ...palette,
      accentColor,
      accentColorForeground,
      confetti1: accentColor,
      confetti2: '#f5a623',
      confetti3: '#7ed321',
      confetti4: '#e94e77',
      confetti5: '#50e3c2',
      connectButtonBackgroundError: '#d32f2f',
      connectButtonTextError: '#ffffff',
      connectedDot: '#30e000',
      qrBackground: '#ffffff',
    },
    radii: { ...radii[borderRadius] },
    fonts: { body: fontFor(fontStack), mono: 'ui-monospace, SFMono-Regular, Menlo, monospace' },
    shadows: {
      connectButton: '0 4px 12px rgba(0, 0, 0, 0.1)',
      dialog: '0 8px 32px rgba(0, 0, 0, 0.32)',
    },
    blurs: { overlay: blurs[overlayBlur] },
  }
}
