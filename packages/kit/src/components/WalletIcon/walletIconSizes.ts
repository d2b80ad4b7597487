/** The wallet icon's size in the connect modal's list (wide) and icon row (compact), CSS px. */
export const WALLET_ICON_SIZES = { row: 28, tile: 60 } as const
