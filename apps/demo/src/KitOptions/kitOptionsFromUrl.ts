// Kit props the demo takes from its address, so the e2e suite (and a visitor) can see props the
// default page does not use, without a second build: `?accountStatus=avatar`, `?initialChain=137`,
// `?walletButton=metaMask,rainbow`. With none of them the page is the spec's. A value the kit
// would reject (an unknown status, a chain or wallet not configured) is ignored, never thrown.
import type { AccountStatus } from '@gatehouse/kit'

export type KitOptions = {
  /** the header ConnectButton's accountStatus; undefined: the kit's default */
  accountStatus?: AccountStatus
  /** GatehouseProvider's initialChain, one of the configured chain ids */
  initialChain?: number
  /** a WalletButton for each of these configured wallet ids, in this order */
  walletButtons: readonly string[]
}

const ACCOUNT_STATUSES: readonly AccountStatus[] = ['avatar', 'address', 'full']

const isAccountStatus = (value: string | null): value is AccountStatus =>
  ACCOUNT_STATUSES.some((status) => status === value)

export function kitOptionsFromUrl(
  search: string,
  configured: { chainIds: readonly number[]; walletIds: readonly string[] },
): KitOptions {
  const params = new URLSearchParams(search)
  const accountStatus = params.get('accountStatus')
  const chainId = Number(params.get('initialChain') ?? Number.NaN)
  const known = new Map(configured.walletIds.map((id) => [id.toLowerCase(), id]))
  const walletButtons = params
    .getAll('walletButton')
    .flatMap((value) => value.split(','))
    .flatMap((id) => known.get(id.trim().toLowerCase()) ?? [])
  return {
    accountStatus: isAccountStatus(accountStatus) ? accountStatus : undefined,
    initialChain: configured.chainIds.includes(chainId) ? chainId : undefined,
    walletButtons: [...new Set(walletButtons)],
  }
}
