// The icon package has no Zeal mark: a neutral one, its initial on its brand colour.
import { initialIcon } from '../initialIcon'

export default initialIcon('Z', '#00FFFF')
