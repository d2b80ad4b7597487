// The icon package has no CTRL Wallet mark: a neutral one, its initial on its brand colour.
import { initialIcon } from '../initialIcon'

export default initialIcon('C', '#001405')
