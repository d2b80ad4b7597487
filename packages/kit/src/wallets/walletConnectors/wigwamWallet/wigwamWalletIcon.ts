// The icon package has no Wigwam mark: a neutral one, its initial on its brand colour.
import { initialIcon } from '../initialIcon'

export default initialIcon('W', '#80EF6E')
