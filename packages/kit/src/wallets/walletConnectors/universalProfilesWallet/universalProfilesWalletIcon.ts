// The icon package has no Universal Profiles mark: a neutral one, its initial on its brand colour.
import { initialIcon } from '../initialIcon'

export default initialIcon('U', '#6e77a9')
