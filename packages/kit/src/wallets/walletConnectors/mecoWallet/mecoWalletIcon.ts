// The icon package has no MeCo Wallet mark: a neutral one, its initial on its brand colour.
import { initialIcon } from '../initialIcon'

export default initialIcon('M', '#7443DF')
