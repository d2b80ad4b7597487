// The icon package has no FoxWallet mark: a neutral one, its initial on its brand colour.
import { initialIcon } from '../initialIcon'

export default initialIcon('F', '#12fe74')
