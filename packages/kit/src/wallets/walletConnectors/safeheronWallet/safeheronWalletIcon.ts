// The icon package has no Safeheron mark: a neutral one, its initial on its brand colour.
import { initialIcon } from '../initialIcon'

export default initialIcon('S', '#109d84')
