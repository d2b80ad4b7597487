/** A key of a theme group, as `group.key` (`colors.accentColor`). */
export type ThemeKey = `${'colors' | 'fonts' | 'radii' | 'shadows' | 'blurs'}.${string}`

/**
 * RainbowKit 2.2.11's theme contract (ThemeVars; `--rk-<group>-<key>`) → Gatehouse's Theme key
 * (`--gh-<group>-<kebab-key>`), or a reason when Gatehouse draws nothing that key styled.
 */
export const RAINBOWKIT_THEME_KEYS: Record<ThemeKey, ThemeKey | { none: string }> = {
  'colors.accentColor': 'colors.accentColor',
  'colors.accentColorForeground': 'colors.accentColorForeground',
  'colors.actionButtonBorder': { none: 'action buttons have no border' },
  'colors.actionButtonBorderMobile': { none: 'action buttons have no border' },
  'colors.actionButtonSecondaryBackground': 'colors.actionButtonSecondaryBackground',
  'colors.closeButton': 'colors.closeButton',
  'colors.closeButtonBackground': 'colors.closeButtonBackground',
  'colors.connectButtonBackground': 'colors.connectButtonBackground',
  'colors.connectButtonBackgroundError': 'colors.connectButtonBackgroundError',
  'colors.connectButtonInnerBackground': { none: 'the account button has one background' },
  'colors.connectButtonText': 'colors.connectButtonText',
  'colors.connectButtonTextError': 'colors.connectButtonTextError',
  'colors.connectionIndicator': 'colors.connectedDot',
  'colors.downloadBottomCardBackground': { none: 'the download step has no cards' },
  'colors.downloadTopCardBackground': { none: 'the download step has no cards' },
  'colors.error': 'colors.error',
  'colors.generalBorder': 'colors.generalBorder',
  'colors.generalBorderDim': { none: 'one border colour: generalBorder' },
  'colors.menuItemBackground': 'colors.menuItemBackground',
  'colors.modalBackdrop': 'colors.overlay',
  'colors.modalBackground': 'colors.modalBackground',
  'colors.modalBorder': 'colors.modalBorder',
  'colors.modalText': 'colors.modalText',
  'colors.modalTextDim': { none: 'secondary text is modalTextSecondary' },
  'colors.modalTextSecondary': 'colors.modalTextSecondary',
  'colors.profileAction': { none: 'the account modal’s actions use menuItemBackground' },
  'colors.profileActionHover': { none: 'the account modal’s actions use menuItemBackground' },
  'colors.profileForeground': { none: 'the account modal uses modalBackground' },
  'colors.selectedOptionBorder': { none: 'a selected option is marked by accentColor' },
  'colors.standby': { none: 'no stand-by colour' },
  'fonts.body': 'fonts.body',
  'radii.actionButton': 'radii.actionButton',
  'radii.connectButton': 'radii.connectButton',
  'radii.menuButton': 'radii.menuButton',
  'radii.modal': 'radii.modal',
  'radii.modalMobile': 'radii.modalMobile',
  'shadows.connectButton': 'shadows.connectButton',
  'shadows.dialog': 'shadows.dialog',
  'shadows.profileDetailsAction': { none: 'no shadow there' },
  'shadows.selectedOption': { none: 'no shadow there' },
  'shadows.selectedWallet': { none: 'no shadow there' },
  'shadows.walletLogo': { none: 'no shadow there' },
  'blurs.modalOverlay': 'blurs.overlay',
}

const kebab = (key: string) => key.replace(/[A-Z0-9]/g, (c) => `-${c.toLowerCase()}`)

/** `--gh-colors-connected-dot` for `colors.connectedDot`. */
export const gatehouseVariable = (key: ThemeKey): string => {
  const [group, name] = key.split('.') as [string, string]
  return `--gh-${group}-${kebab(name)}`
}
