// The icon package has no Taho mark: a neutral one, its initial on its brand colour.
import { initialIcon } from '../initialIcon'

export default initialIcon('T', '#d08d57')
