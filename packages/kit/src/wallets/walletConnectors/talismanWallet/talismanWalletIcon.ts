// The icon package has no Talisman mark: a neutral one, its initial on its brand colour.
import { initialIcon } from '../initialIcon'

export default initialIcon('T', '#d5ff5c')
