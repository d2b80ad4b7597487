import { useEffect, useState } from 'react'
import { useGatehouse } from '../../context/GatehouseContext'
import { QR_LOGO_SIZE, QR_LOGO_SIZE_COMPACT, QR_SIZE, QR_SIZE_COMPACT } from '../../core/constants'
import { useIsCompact } from '../../hooks/useIsCompact'
import { WalletIcon } from '../WalletIcon/WalletIcon'
import styles from './QRCode.module.css'
import { renderQrSvg } from './renderQrSvg'

export type QRCodeProps = {
  value: string
  label: string
  logo?: { iconUrl: string | (() => Promise<string>); background: string }
}

type Rendered = { value: string; svg: string } | { value: string; error: string }

/** §2: 382 px (compact 318) with a 72 px (compact 60) logo in the middle. */
export function QRCode({ value, label, logo }: QRCodeProps) {
  const { t } = useGatehouse()
  const compact = useIsCompact()
  const size = compact ? QR_SIZE_COMPACT : QR_SIZE
  const logoSize = compact ? QR_LOGO_SIZE_COMPACT : QR_LOGO_SIZE
  const [rendered, setRendered] = useState<Rendered>()
  useEffect(() => {
    let live = true
    renderQrSvg(value).then(
      (svg) => live && setRendered({ value, svg }),
      (error: unknown) =>
        live &&
        setRendered({ value, error: error instanceof Error ? error.message : String(error) }),
    )
    return () => {
      live = false
    }
  }, [value])
  const current = rendered?.value === value ? rendered : undefined
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
