// The icon package has no ZilPay mark: a neutral one, its initial on its brand colour.
import { initialIcon } from '../initialIcon'

export default initialIcon('Z', '#29ccc4')
