import { type HttpTransport, type HttpTransportConfig, UrlRequiredError } from 'viem'
import { loadOnce } from '../loading/loadOnce'

/**
 * viem's `http(url, config)` transport, whose code (request building, batching, retries and the
 * RPC errors it maps responses to) loads with the first request instead of with the first
 * render: about 2.5 KB gzip less before the Connect Wallet button works. What wagmi and the
 * connectors read without a request (the transport's key, type and URL, e.g. for WalletConnect's
 * RPC map) is there from the start, and a missing URL fails as `http` does, when the transport is
 * created. The default transport of `getDefaultConfig`.
 */
export function lazyHttp(url?: string, config: HttpTransportConfig = {}): HttpTransport {
  const { key = 'http', name = 'HTTP JSON-RPC', methods, retryDelay, fetchOptions } = config
  return (parameters) => {
    const { chain, retryCount, timeout } = parameters
    const resolvedUrl = url || chain?.rpcUrls.default.http[0]
    if (!resolvedUrl) throw new UrlRequiredError()
    // A failed chunk request is forgotten: the next request tries the chunk again.
    const real = loadOnce(() =>
      import('./httpTransport').then((module) => module.http(url, config)(parameters)),
    )
    return {
      config: {
        key,
        name,
        methods,
        request: async (args) => (await real()).config.request(args),
        retryCount: config.retryCount ?? retryCount ?? 3,
        retryDelay: retryDelay ?? 150,
        timeout: timeout ?? config.timeout ?? 10_000,
        type: 'http',
      },
      request: async (args, options) => (await real()).request(args, options),
      value: { fetchOptions, url: resolvedUrl },
    }
  }
}
