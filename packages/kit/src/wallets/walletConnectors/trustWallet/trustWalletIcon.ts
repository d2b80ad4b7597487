// Trust Wallet's mark from @web3icons/core (MIT), loaded lazily through the wallet's iconUrl so icons stay
// out of the first-render bundle.
import svg from '@web3icons/core/svgs/wallets/background/trust.svg.js'
import { svgDataUrl } from '../../../core/svgDataUrl'

export default svgDataUrl(svg)
