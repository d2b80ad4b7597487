// The configuration the build checked (vite.config.ts's demo-config plugin; demoConfig.ts).
declare module 'virtual:gatehouse-demo-config' {
  const built: import('./demoConfig').BuiltDemoConfig
  export default built
}
