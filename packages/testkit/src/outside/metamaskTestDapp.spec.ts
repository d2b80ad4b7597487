// An outside client for the test wallet: MetaMask's own test dapp (@metamask/test-dapp 9.9.0, MIT,
// the built static site MetaMask's e2e tests drive; no one here wrote it), served from its
// installed dist/ on 127.0.0.1 (testDappServer.ts), with the test kit's EIP-6963 wallet on a local
// anvil. Two tests, one page load each, every section a step, asserted on what the dapp itself
// displays and cross-checked with viem and on the chain:
//   basic     connect (the account, chain id and network it shows; eth_accounts); personal_sign
//             and eth_signTypedData_v4 (the signature, the dapp's own Verify, viem's recovery);
//             "Send EIP 1559 Transaction" mined on anvil, and its piggy bank deployed
//   EIP-5792  Get Capabilities, Send Calls (atomic: one EIP-7702 transaction on anvil), Get Calls
//             Status; "Send Calls - Required Assets" refused with 5700 (below)
// The wallet plays MetaMask as the dapp expects it: the dapp enables its sections only for a
// provider flagged isMetaMask (providerFlags), and its Verify compares the recovered address
// case-sensitively with eth_accounts, as MetaMask spells addresses: in lowercase (addressCase).
// Left out, and why:
//   - Wallet Connect and SDK Connect: other transports (WalletConnect's hosted relay, the MetaMask
//     SDK's socket server), not the injected wallet under test, and both need the internet.
//   - "Send Calls - Required Assets" cannot succeed: it requires the auxiliaryFunds capability
//     (ERC-7682), which the test wallet does not offer, so the wallet refuses it with 5700 as
//     EIP-5792 asks; the test checks the dapp shows that refusal.
//   - The sections' other buttons: "Send Legacy Transaction" (the test wallet does not honour a
//     dapp's gasPrice or type: it sends EIP-1559 with fees of its own), "Send Calls - Multiple
//     Approvals" and Edit Request (other calls through the same wallet_sendCalls), the piggy bank's
//     deposit and withdraw, the failing and multisig contracts.
//   - Every other section (tokens, NFTs, permit, SIWE, encryption, PPOM, …): not in #27's list.
// The page asks the internet for fonts, Bootstrap's CSS and Web3Modal's wallet list; every request
// off 127.0.0.1 is aborted (Web3Modal then logs "No internet connection detected": its own error).
// The dapp's markup has ids and few unique accessible names (several sections have a "Sign" and a
// "Verify" button; results are unlabelled spans): buttons are found by role and name where the
// name is unique, the rest by the dapp's own ids, acceptable here as the markup is not ours.
// Build the testkit first: `npm run build -w @gatehouse/testkit`.
import { DEV_ACCOUNTS, rpc } from '@gatehouse/testkit'
import { expect, test as testkit } from '@gatehouse/testkit/playwright'
import type { Page } from '@playwright/test'
import {
  type Hex,
  hexToString,
  isAddressEqual,
  recoverMessageAddress,
  recoverTypedDataAddress,
} from 'viem'
import { startTestDappServer } from './testDappServer'

// Clear of every other port the repo's tests use, and of the testkit spec's chains (4801–4802).
const TEST_DAPP_PORT = 4803
const PORT_BASE = 4804
const ACCOUNT = DEV_ACCOUNTS[0].toLowerCase()
/** Where the dapp's Send buttons and first EIP-5792 call send (an address with no code on anvil). */
const DAPP_RECIPIENT = '0x0c54FcCd2e384b4BB6f2E405Bf5Cbc15a017AaFb'
const DAPP_SECOND_RECIPIENT = '0xbc2114a988e9CEf5bA63548D432024f34B487048'

const test = testkit.extend<Record<never, never>, { testDappUrl: string }>({
  testDappUrl: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright requires a destructuring pattern here
    async ({}, use) => {
      const server = await startTestDappServer({ port: TEST_DAPP_PORT })
      try {
        await use(server.url)
      } finally {
        await server.close()
      }
    },
    { scope: 'worker' },
  ],
})

// The dapp's development bundle (17 MB) takes seconds of CPU to evaluate, and many more on a busy
// machine: two tests, one page load each, the sections as steps; a generous timeout.
test.describe.configure({ timeout: 120_000 })

test.use({
  chainIds: [1],
  portBase: PORT_BASE,
  walletOptions: { providerFlags: { isMetaMask: true }, addressCase: 'lower' },
})

/** Opens the dapp with every request off 127.0.0.1 aborted, and connects the wallet. */
async function openAndConnect(page: Page, url: string): Promise<void> {
  await page.route(
    (requested) => !requested.href.startsWith(url),
    (route) => route.abort(),
  )
  await page.goto(url)
  // The dapp picks the first EIP-6963 provider it hears and shows it as active.
  await expect(page.getByText('Name: Test Wallet')).toBeVisible()
  await page.getByRole('button', { name: 'Connect', exact: true }).click()
  await expect(page.getByRole('button', { name: 'Connected' })).toBeDisabled()
}

/** The dapp's result fields are spans known only by id. */
const field = (page: Page, id: string) => page.locator(`#${id}`)

type Receipt = { status: Hex; from: Hex; to: Hex; type: Hex }
type CallsStatus = {
  id: string
  chainId: Hex
  status: number
  atomic: boolean
  receipts: { status: Hex; transactionHash: Hex }[]
}

/** The receipt once mined: anvil's automine may answer with the hash before the block is sealed. */
async function minedReceipt(rpcUrl: string, hash: string): Promise<Receipt> {
  let receipt: Receipt | null = null
  await expect
    .poll(async () => {
      receipt = await rpc<Receipt | null>(rpcUrl, 'eth_getTransactionReceipt', [hash])
      return receipt
    })
    .not.toBeNull()
  return receipt as unknown as Receipt
}

test('basic sections: connect, personal_sign, eth_signTypedData_v4 and a transaction mined on anvil', async ({
  page,
  rpcUrls,
  testDappUrl,
  wallet,
}) => {
  await test.step('connect', async () => {
    await openAndConnect(page, testDappUrl)
    await expect(field(page, 'accounts')).toHaveText(ACCOUNT)
    await expect(field(page, 'chainId')).toHaveText('0x1')
    await expect(field(page, 'network')).toHaveText('1')
    await expect(field(page, 'activeProviderUUID')).toHaveText(wallet.info.uuid)
    await page.getByRole('button', { name: 'eth_accounts' }).click()
    await expect(field(page, 'getAccountsResult')).toHaveText(ACCOUNT)
    expect(wallet.authorized).toBe(true)
  })

  await test.step('personal_sign', async () => {
    // Several sections have a "Sign" and a "Verify" button: by id.
    await page.locator('#personalSign').click()
    const result = field(page, 'personalSignResult')
    await expect(result).toHaveText(/^0x[0-9a-f]{130}$/)
    const signature = (await result.textContent()) as Hex
    // The dapp's Verify: eth-sig-util in the page, then personal_ecRecover through the wallet.
    await page.locator('#personalSignVerify').click()
    await expect(field(page, 'personalSignVerifySigUtilResult')).toHaveText(ACCOUNT)
    await expect(field(page, 'personalSignVerifyECRecoverResult')).toHaveText(ACCOUNT)
    // viem recovers the same signer from the message the wallet was asked to sign.
    const [message] = wallet.requestsFor('personal_sign')[0]!.params as [Hex]
    expect(hexToString(message)).toBe('Example `personal_sign` message')
    expect(await recoverMessageAddress({ message: { raw: message }, signature })).toBe(
      wallet.address,
    )
  })

  await test.step('eth_signTypedData_v4', async () => {
    await page.locator('#signTypedDataV4').click()
    const result = field(page, 'signTypedDataV4Result')
    await expect(result).toHaveText(/^0x[0-9a-f]{130}$/)
    const signature = (await result.textContent()) as Hex
    await page.locator('#signTypedDataV4Verify').click()
    await expect(field(page, 'signTypedDataV4VerifyResult')).toHaveText(ACCOUNT)
    // viem recovers the same signer from the typed data the dapp sent (its "Ether Mail").
    const [, json] = wallet.requestsFor('eth_signTypedData_v4')[0]!.params as [Hex, string]
    const typedData = JSON.parse(json) as Parameters<typeof recoverTypedDataAddress>[0]
    expect(typedData).toMatchObject({ primaryType: 'Mail', domain: { name: 'Ether Mail' } })
    expect(await recoverTypedDataAddress({ ...typedData, signature })).toBe(wallet.address)
  })

  await test.step('send a transaction', async () => {
    // The dapp only logs the hash the wallet answered; it shows nothing for a plain send.
    const logged = page.waitForEvent('console', (message) =>
      /^0x[0-9a-f]{64}$/.test(message.text()),
    )
    // Shown once the dapp has read a base fee from the latest block (EIP-1559 on anvil).
    await page.getByRole('button', { name: 'Send EIP 1559 Transaction', exact: true }).click()
    const receipt = await minedReceipt(rpcUrls[1]!, (await logged).text())
    expect(receipt).toMatchObject({ status: '0x1', from: ACCOUNT, type: '0x2' })
    expect(isAddressEqual(receipt.to, DAPP_RECIPIENT)).toBe(true)
    // The piggy bank: the dapp says "Deployed" once it has the deployment's receipt.
    await page.getByRole('button', { name: 'Deploy Contract' }).click()
    await expect(field(page, 'contractStatus')).toHaveText('Deployed')
    expect(wallet.requestsFor('eth_sendTransaction')).toHaveLength(2)
  })
})

test('EIP-5792 section: capabilities, an atomic batch of two calls, and its status', async ({
  page,
  rpcUrls,
  testDappUrl,
  wallet,
}) => {
  const rpcUrl = rpcUrls[1]!
  const balance = async (address: string) =>
    BigInt(await rpc<Hex>(rpcUrl, 'eth_getBalance', [address, 'latest']))
  const before = [await balance(DAPP_RECIPIENT), await balance(DAPP_SECOND_RECIPIENT)]
  await openAndConnect(page, testDappUrl)

  await test.step('get capabilities', async () => {
    // The account field is filled in by the dapp; no chain ids: every chain the wallet has.
    await page.getByRole('button', { name: 'Get Capabilities' }).click()
    const capabilities = field(page, 'eip5792GetCapabilitiesResult')
    await expect(capabilities).toHaveText(/"0x1"/)
    expect(JSON.parse((await capabilities.textContent()) as string)).toEqual({
      '0x1': { atomic: { status: 'supported' } },
    })
  })

  const requestId = field(page, 'eip5792RequestIdInput')
  await test.step('send calls', async () => {
    // The dapp's two default calls (1 gwei and 0.5 gwei with some data), atomicRequired: true.
    await page.getByRole('button', { name: 'Send Calls', exact: true }).click()
    await expect(requestId).toHaveValue(/^0x[0-9a-f]{64}$/)
    await expect(field(page, 'eip5792SendCallsErrorContainer')).toBeHidden()
  })

  await test.step('get calls status', async () => {
    // Two buttons are named "Get Calls Status" (this one and the PPOM section's): by id.
    const status = field(page, 'eip5792GetCallsStatusResult')
    let shown: CallsStatus | undefined
    // anvil's automine may answer before the block is sealed: ask until the batch is confirmed.
    await expect(async () => {
      await page.locator('#eip5792GetCallsStatusButton').click()
      await expect(status).toHaveText(/"status"/, { timeout: 2_000 })
      shown = JSON.parse((await status.textContent()) as string) as CallsStatus
      expect(shown.status).toBe(200)
    }).toPass()
    expect(shown).toMatchObject({
      id: await requestId.inputValue(),
      chainId: '0x1',
      atomic: true,
      receipts: [{ status: '0x1' }],
    })
    // One EIP-7702 transaction from the wallet to itself, and both calls took effect.
    const receipt = await minedReceipt(rpcUrl, shown!.receipts[0]!.transactionHash)
    expect(receipt).toMatchObject({ status: '0x1', from: ACCOUNT, to: ACCOUNT, type: '0x4' })
    expect(await balance(DAPP_RECIPIENT)).toBe(before[0]! + 1_000_000_000n)
    expect(await balance(DAPP_SECOND_RECIPIENT)).toBe(before[1]! + 500_000_000n)
  })

  await test.step('a batch that needs a capability the wallet lacks is refused (5700)', async () => {
    // "Send Calls - Required Assets" asks for auxiliaryFunds (ERC-7682), not marked optional.
    await page.getByRole('button', { name: 'Send Calls - Required Assets' }).click()
    await expect(field(page, 'eip5792SendCallsError')).toHaveText(
      'Error: capability auxiliaryFunds is not supported',
    )
    expect(wallet.requestsFor('wallet_sendCalls')).toHaveLength(2)
  })
})
