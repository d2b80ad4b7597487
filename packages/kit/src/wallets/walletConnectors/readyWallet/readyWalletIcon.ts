// The icon package has no Ready mark: a neutral one, its initial on its brand colour.
import { initialIcon } from '../initialIcon'

export default initialIcon('R', '#ff875b')
