// The icon package has no ioPay Wallet mark: a neutral one, its initial on its brand colour.
import { initialIcon } from '../initialIcon'

export default initialIcon('I', '#44ffb2')
