// @vitest-environment jsdom
// The first render speaks from en.firstRender.json alone: the provider's `t` holds no other
// English, and GatehouseProvider + ConnectButton in each state (disconnected, connected, wrong
// network) show no catalogue key as text or accessible name. The rest of English loads
// with the lazy views (allStrings.ts); that each modal shows its words is proven by the modal
// tests and e2e/noSuspend.spec.ts, and that en.json stays out of the first-render bundle by
// checks/kitSize.test.ts.
import { act, cleanup, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { connect } from 'wagmi/actions'
import { ConnectButton } from '../components/ConnectButton/ConnectButton'
import { useLanguage } from '../context/LanguageContext'
import { mockWallet, renderWithKit } from '../test/renderWithKit'
import enFirstRender from './en.firstRender.json'
import en from './en.json'
import enWallets from './en.wallets.json'

afterEach(cleanup)

const EVERY_KEY = Object.keys({ ...enFirstRender, ...en, ...enWallets })

/** Every text and accessible-name attribute on the page, including what a dialog would hide. */
function pageStrings(): string[] {
  const strings = [document.body.textContent ?? '']
  for (const element of document.body.querySelectorAll('*'))
    for (const name of ['aria-label', 'title', 'alt', 'placeholder'])
      if (element.hasAttribute(name)) strings.push(element.getAttribute(name)!)
  return strings
}

function expectNoRawKey() {
  const strings = pageStrings()
  for (const key of EVERY_KEY)
    expect(
      strings.filter((text) => text.includes(key)),
      key,
    ).toEqual([])
}

async function renderFirstRender(wallet: Parameters<typeof mockWallet>[0] = {}) {
  const seen: { t?: (key: string) => string } = {}
  function Probe() {
    seen.t = useLanguage().t
    return null
  }
  const result = renderWithKit(
    <>
      <ConnectButton />
      <Probe />
    </>,
    { wallets: [mockWallet(wallet)] },
  )
  return { ...result, t: () => seen.t! }
}

/** Connects through wagmi itself: no modal is opened, so only the first render's views exist. */
async function connectDirectly(config: Awaited<ReturnType<typeof renderFirstRender>>['config']) {
  await act(async () => {
    await connect(config, { connector: config.connectors[0]! })
  })
}

describe('the provider’s translate function', () => {
  it('knows the first render’s English and nothing else', async () => {
    const { t } = await renderFirstRender()
    for (const [key, text] of Object.entries(enFirstRender)) expect(t()(key)).toBe(text)
    // The rest of English is not there: a lazy view that forgot allStrings would show keys.
    for (const key of Object.keys(en)) expect(t()(key)).toBe(key)
  })
})

describe('GatehouseProvider and ConnectButton', () => {
  it('show no raw key while disconnected', async () => {
    await renderFirstRender()
    await screen.findByRole('button', { name: 'Connect Wallet' })
    expectNoRawKey()
  })

  it('show no raw key once connected', async () => {
    const { config } = await renderFirstRender()
    await connectDirectly(config)
    await screen.findByRole('button', { name: /^Account 0x/ })
    await screen.findByRole('button', { name: /^Switch network, current: / })
    expectNoRawKey()
  })

  it('show no raw key on a network the app does not support', async () => {
    const { config } = await renderFirstRender({ chainId: 10 })
    await connectDirectly(config)
    await screen.findByRole('button', { name: 'Wrong network' })
    expectNoRawKey()
  })
})
