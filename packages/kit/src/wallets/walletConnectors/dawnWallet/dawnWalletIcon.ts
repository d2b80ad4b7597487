// The icon package has no Dawn mark: a neutral one, its initial on its brand colour.
import { initialIcon } from '../initialIcon'

export default initialIcon('D', '#f3dc83')
