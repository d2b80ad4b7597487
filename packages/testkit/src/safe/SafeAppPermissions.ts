// What the Safe host's visitor has allowed the Safe App, as Safe{Wallet} keeps it per app: the
// address book is the only permission there is (§5), granted or refused when the app asks.

/** The one permission a Safe App can request. */
export const ADDRESS_BOOK_PERMISSION = 'requestAddressBook'

export type SafeAppPermission = {
  invoker: string
  parentCapability: string
  date: number
  caveats: unknown[]
}

/** A refused or invalid request: the host answers with an error, which the SDK turns into 4001. */
export class PermissionRequestError extends Error {
  override name = 'PermissionRequestError' as const
}

export class SafeAppPermissions {
  private granted: SafeAppPermission[] = []
  private rejecting = false

  constructor(private readonly invoker: () => string) {}

  /** true: the visitor declines every permission request until set back to false. */
  rejectRequests(reject: boolean): void {
    this.rejecting = reject
  }

  /** Forgets every grant, as if the app had never asked. */
  revoke(): void {
    this.granted = []
  }

  list(): readonly SafeAppPermission[] {
    return this.granted
  }

  has(capability: string): boolean {
    return this.granted.some((permission) => permission.parentCapability === capability)
  }

  /** wallet_requestPermissions: names only the address book (§5), then the visitor decides. */
  request(params: unknown): readonly SafeAppPermission[] {
    const requested = Array.isArray(params) ? params : []
    const names = requested.flatMap((entry) =>
      typeof entry === 'object' && entry !== null ? Object.keys(entry) : [''],
    )
    if (names.length === 0 || names.some((name) => name !== ADDRESS_BOOK_PERMISSION))
      throw new PermissionRequestError('Permissions request is invalid')
    if (this.rejecting) throw new PermissionRequestError('Permissions rejected')
    if (!this.has(ADDRESS_BOOK_PERMISSION))
      this.granted.push({
        invoker: this.invoker(),
        parentCapability: ADDRESS_BOOK_PERMISSION,
        date: Date.now(),
        caveats: [],
      })
    return this.granted
  }
}
