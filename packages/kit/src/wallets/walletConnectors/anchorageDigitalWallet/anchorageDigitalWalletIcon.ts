// The icon package has no Anchorage Digital mark: a neutral one, its initial on its brand colour.
import { initialIcon } from '../initialIcon'

export default initialIcon('A', '#000000')
