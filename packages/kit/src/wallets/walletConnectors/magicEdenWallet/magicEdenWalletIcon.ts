// The icon package has no Magic Eden Wallet mark: a neutral one, its initial on its brand colour.
import { initialIcon } from '../initialIcon'

export default initialIcon('M', '#36114D')
