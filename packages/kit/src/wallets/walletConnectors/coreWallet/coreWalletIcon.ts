// The icon package has no Core mark: a neutral one, its initial on its brand colour.
import { initialIcon } from '../initialIcon'

export default initialIcon('C', '#1A1A1C')
