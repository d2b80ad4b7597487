// CLV's mark from @web3icons/core (MIT), loaded lazily through the wallet's iconUrl.
import svg from '@web3icons/core/svgs/tokens/background/CLV.svg.js'
import { svgDataUrl } from '../../../core/svgDataUrl'

export default svgDataUrl(svg)
