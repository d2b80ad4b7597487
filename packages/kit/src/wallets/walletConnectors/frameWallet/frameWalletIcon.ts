// The icon package has no Frame mark: a neutral one, its initial on its brand colour.
import { initialIcon } from '../initialIcon'

export default initialIcon('F', '#121C20')
