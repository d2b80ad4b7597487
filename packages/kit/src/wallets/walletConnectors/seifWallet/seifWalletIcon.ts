// The icon package has no Seif mark: a neutral one, its initial on its brand colour.
import { initialIcon } from '../initialIcon'

export default initialIcon('S', '#eb4153')
