// Binance Wallet's mark from @web3icons/core (MIT), loaded lazily through the wallet's iconUrl.
import svg from '@web3icons/core/svgs/exchanges/background/binance.svg.js'
import { svgDataUrl } from '../../../core/svgDataUrl'

export default svgDataUrl(svg)
