// viem's http transport on a module of its own, for lazyHttp's dynamic import: a named re-export
// lets the app's bundler put only the transport's code in that chunk (a dynamic import of the
// `viem` barrel itself would take all of viem).
// biome-ignore lint/performance/noBarrelFile: one re-export, loaded lazily
export { http } from 'viem'
