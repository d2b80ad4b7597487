import * as RadixDialog from '@radix-ui/react-dialog'
import { setNonce } from 'get-nonce'
import type { CSSProperties, ReactNode } from 'react'
import { useLanguage } from '../../context/LanguageContext'
import { useModals } from '../../context/ModalContext'
import { useSettings } from '../../context/SettingsContext'
import { MODAL_MAX_HEIGHT, MODAL_MAX_HEIGHT_COMPACT } from '../../core/constants'
import { useIsCompact } from '../../hooks/useIsCompact'
import { afterNextPaint } from '../../loading/afterNextPaint'
import styles from './Dialog.module.css'

export type DialogProps = {
  open: boolean
  onClose: () => void
  title: string
  /** Visually hidden title: the visible heading lives inside the content. */
  hideTitle?: boolean
  /** `sheet`: the compact bottom sheet of §2. */
  variant?: 'panel' | 'sheet'
  wide?: boolean
  children: ReactNode
}

// §2 sizes come from the named constants, handed to CSS as variables.
const sizeVariables = {
  '--gh-modal-max-height': `${MODAL_MAX_HEIGHT}px`,
  '--gh-modal-max-height-compact': `${MODAL_MAX_HEIGHT_COMPACT}px`,
} as CSSProperties

/**
 * What Radix's FocusScope focuses on opening: the first element in Tab order that is not a link
 * (else the content itself, which has tabindex -1).
 */
function focusFirstTabbable(content: HTMLElement) {
  const walker = document.createTreeWalker(content, NodeFilter.SHOW_ELEMENT, {
    acceptNode: (node) => {
      const element = node as HTMLElement & { disabled?: boolean; type?: string }
      const skip =
        element.disabled ||
        element.hidden ||
        element.tabIndex < 0 ||
        element.tagName === 'A' ||
        (element.tagName === 'INPUT' && element.type === 'hidden')
      return skip ? NodeFilter.FILTER_SKIP : NodeFilter.FILTER_ACCEPT
    },
  })
  const before = document.activeElement
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    ;(node as HTMLElement).focus({ preventScroll: true })
    if (document.activeElement !== before) return
  }
  content.focus({ preventScroll: true })
}

/**
 * Moves focus into the dialog once its first frame is painted (issue #18). Radix focuses as the
 * dialog mounts, inside the click's task: focus() lays out the whole page there, and the browser
 * lays it out again for the frame (the scroll lock and aria-hidden change it meanwhile), so the
 * dialog appeared a layout later. The trap is active from the start: a Tab pressed before this
 * runs is brought back into the dialog by Radix.
 */
function focusAfterPaint(event: Event) {
  event.preventDefault()
  const content = event.currentTarget
  if (!(content instanceof HTMLElement)) return
  afterNextPaint(() => {
    if (content.isConnected && !content.contains(document.activeElement))
      focusFirstTabbable(content)
  })
}

/** Radix Dialog: focus trap, Escape, aria-labelledby and an inert background come from it. */
export function Dialog({ open, onClose, title, hideTitle, variant, wide, children }: DialogProps) {
  const { t, language, dir } = useLanguage()
  const { modalSize, nonce } = useSettings()
  // Radix's scroll lock (react-remove-scroll) adds a <style> while a dialog is open, nonced from
  // get-nonce: its module-wide value, else the `__webpack_nonce__` global. Both are set, in case
  // a bundle holds a second copy of get-nonce; before the dialog's parts render, and only here,
  // so this stays out of the first render.
  if (nonce) {
    setNonce(nonce)
    ;(globalThis as { __webpack_nonce__?: string }).__webpack_nonce__ = nonce
  }
  const { restoreFocus } = useModals()
  const compact = useIsCompact() || modalSize === 'compact'
  const sheet = variant ?? (compact ? 'sheet' : 'panel')
  return (
    <RadixDialog.Root open={open} onOpenChange={(next) => !next && onClose()}>
      {/* The container named, so the dialog renders in the click's own render: without it Radix
          renders the portal empty and fills it from a layout effect, a second render. */}
      <RadixDialog.Portal container={typeof document === 'undefined' ? undefined : document.body}>
        <RadixDialog.Overlay className={styles.overlay} data-gh="" />
        <RadixDialog.Content
          className={styles.content}
          data-gh=""
          dir={dir}
          lang={language}
          data-variant={sheet}
          data-size={compact ? 'compact' : 'wide'}
          data-wide={wide ? '' : undefined}
          aria-describedby={undefined}
          style={sizeVariables}
          onOpenAutoFocus={focusAfterPaint}
          onCloseAutoFocus={(event) => {
            event.preventDefault()
            restoreFocus()
          }}
        >
          <RadixDialog.Title className={hideTitle ? 'gh-visually-hidden' : styles.title}>
            {title}
          </RadixDialog.Title>
          <RadixDialog.Close className={styles.close} aria-label={t('connect.close')}>
            <svg aria-hidden="true" width="10" height="10" viewBox="0 0 10 10">
              <path d="M1 1l8 8M9 1L1 9" stroke="currentColor" strokeWidth="1.6" />
            </svg>
          </RadixDialog.Close>
          {children}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  )
}
