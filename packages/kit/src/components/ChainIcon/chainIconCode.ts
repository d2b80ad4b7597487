import { loadOnce } from '../../loading/loadOnce'
import { iconsChanged } from '../WalletIcon/iconsVersion'

/**
 * ChainIcon's module (the component, the icon cache and the kit's chain icon set), kept out of
 * the first render: the header button only needs it once connected, and the idle preload has
 * fetched it by then. One load for LazyChainIcon and for ConnectButton.Custom's icon fields.
 */
export const chainIconCode = loadOnce(() => import('./ChainIcon'))
// A hidden, pre-rendered modal subscribes to nothing itself: its icons re-render through the
// icons' version (iconsVersion), bumped when this code arrives.
chainIconCode.subscribe(iconsChanged)
