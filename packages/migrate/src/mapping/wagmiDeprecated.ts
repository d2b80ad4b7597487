/**
 * The names wagmi 3 keeps only as deprecated aliases of the v2 ones (wagmi 3.7.7 and
 * @wagmi/core 3.6.5, read from their `@deprecated` exports): the codemod writes the new name.
 */
export const WAGMI_DEPRECATED: Record<string, Record<string, string>> = {
  wagmi: {
    useAccount: 'useConnection',
    useAccountEffect: 'useConnectionEffect',
    useSwitchAccount: 'useSwitchConnection',
    UseAccountParameters: 'UseConnectionParameters',
    UseAccountReturnType: 'UseConnectionReturnType',
    UseAccountEffectParameters: 'UseConnectionEffectParameters',
    UseSwitchAccountParameters: 'UseSwitchConnectionParameters',
    UseSwitchAccountReturnType: 'UseSwitchConnectionReturnType',
  },
  '@wagmi/core': {
    getAccount: 'getConnection',
    watchAccount: 'watchConnection',
    switchAccount: 'switchConnection',
    GetAccountReturnType: 'GetConnectionReturnType',
    WatchAccountParameters: 'WatchConnectionParameters',
    WatchAccountReturnType: 'WatchConnectionReturnType',
    SwitchAccountParameters: 'SwitchConnectionParameters',
    SwitchAccountReturnType: 'SwitchConnectionReturnType',
    SwitchAccountErrorType: 'SwitchConnectionErrorType',
  },
}
