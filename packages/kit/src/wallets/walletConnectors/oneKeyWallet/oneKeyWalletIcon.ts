// The icon package has no OneKey mark: a neutral one, its initial on its brand colour.
import { initialIcon } from '../initialIcon'

export default initialIcon('O', '#00B812')
