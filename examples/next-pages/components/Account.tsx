import { useConnectionStatus, useGatehouseModals, useProfile } from '@gatehouse/kit'

/** The kit's hooks outside the button: the profile, and the modals opened from the page. */
export function Account() {
  const status = useConnectionStatus()
  const profile = useProfile()
  const { openAccountModal, openChainModal } = useGatehouseModals()
  if (status !== 'connected' || !profile) return <p>Not connected.</p>
  return (
    <section className="card" aria-labelledby="account-title">
      <h2 id="account-title">Your account</h2>
      <p>
        {profile.displayName}
        {profile.displayBalance && ` · ${profile.displayBalance}`}
      </p>
      <button type="button" onClick={openAccountModal} disabled={!openAccountModal}>
        Open account
      </button>{' '}
      <button type="button" onClick={openChainModal} disabled={!openChainModal}>
        Change network
      </button>
    </section>
  )
}
