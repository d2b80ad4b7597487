// The icon package has no Ramper Wallet mark: a neutral one, its initial on its brand colour.
import { initialIcon } from '../initialIcon'

export default initialIcon('R', '#CDA349')
