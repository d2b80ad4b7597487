// The icon package has no xPortal mark: a neutral one, its initial on its brand colour.
import { initialIcon } from '../initialIcon'

export default initialIcon('X', '#23f7dd')
