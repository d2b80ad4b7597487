// The icon package has no Bitski mark: a neutral one, its initial on its brand colour.
import { initialIcon } from '../initialIcon'

export default initialIcon('B', '#ff245a')
