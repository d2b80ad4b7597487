import { useEffect, useMemo, useState } from 'react'
import { useGatehouse } from '../../context/GatehouseContext'
import { QR_LOGO_SIZE, QR_LOGO_SIZE_COMPACT, QR_SIZE, QR_SIZE_COMPACT } from '../../core/constants'
import { useIsCompact } from '../../hooks/useIsCompact'
import { WalletIcon } from '../WalletIcon/WalletIcon'
import { loadQrLibrary } from './loadQrLibrary'
import styles from './QRCode.module.css'
import { renderQrSvg } from './renderQrSvg'

export type QRCodeProps = {
  value: string
  label: string
  logo?: { iconUrl: string | (() => Promise<string>); background: string }
}

/** §2: 382 px (compact 318) with a 72 px (compact 60) logo in the middle. */
export function QRCode({ value, label, logo }: QRCodeProps) {
  const { t } = useGatehouse()
  const compact = useIsCompact()
  const size = compact ? QR_SIZE_COMPACT : QR_SIZE
  const logoSize = compact ? QR_LOGO_SIZE_COMPACT : QR_LOGO_SIZE
  // The encoder's code: already there when the connect modal preloaded it, and the code is then
  // drawn in the same render as its frame; otherwise loaded now (a failed load is shown as the
  // encoder's errors are).
  const [library, setLibrary] = useState(loadQrLibrary.loaded)
  const [loadError, setLoadError] = useState<{ value: string; error: string }>()
  useEffect(() => {
    if (library) return
    let live = true
    loadQrLibrary().then(
      (loaded) => live && setLibrary(loaded),
      (error: unknown) =>
        live &&
        setLoadError({ value, error: error instanceof Error ? error.message : String(error) }),
    )
    return () => {
      live = false
    }
  }, [library, value])
  const current =
    useMemo(() => (library ? renderQrSvg(library, value) : undefined), [library, value]) ??
    (loadError?.value === value ? loadError : undefined)
  if (current && 'error' in current) {
    return (
      <p role="alert" className={styles.error}>
        {t('qr.error', { reason: current.error })}
      </p>
    )
  }
  return (
    <div
      className={styles.frame}
      style={{ width: size, height: size }}
      role="img"
      aria-label={label}
    >
      {current && (
        // The SVG string comes from the QR library, never from user markup.
        // biome-ignore lint/security/noDangerouslySetInnerHtml: trusted library output
        <div className={styles.code} dangerouslySetInnerHTML={{ __html: current.svg }} />
      )}
      {logo && (
        <span className={styles.logo}>
          <WalletIcon iconUrl={logo.iconUrl} background={logo.background} size={logoSize} />
        </span>
      )}
    </div>
  )
}
