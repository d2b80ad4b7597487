// The configuration the build checked (vite.config.ts's demo-config plugin; demoConfig.ts).
declare module 'virtual:gatehouse-demo-config' {
  const built: import('./demoConfig').BuiltDemoConfig
  export default built
  /** chains.ts's TESTNET_CHAINS when the build shows them, else none */
  export const testnetChains: readonly import('viem').Chain[]
}
