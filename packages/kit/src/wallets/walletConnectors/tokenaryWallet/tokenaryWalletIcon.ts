// The icon package has no Tokenary mark: a neutral one, its initial on its brand colour.
import { initialIcon } from '../initialIcon'

export default initialIcon('T', '#2c7cf5')
