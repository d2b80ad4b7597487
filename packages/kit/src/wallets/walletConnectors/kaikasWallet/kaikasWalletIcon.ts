// The icon package has no Kaikas Wallet mark: a neutral one, its initial on its brand colour.
import { initialIcon } from '../initialIcon'

export default initialIcon('K', '#99b3ff')
