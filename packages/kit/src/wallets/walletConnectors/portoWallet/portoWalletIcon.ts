// The icon package has no Porto mark: a neutral one, its initial on its brand colour.
import { initialIcon } from '../initialIcon'

export default initialIcon('P', '#2e7cf6')
