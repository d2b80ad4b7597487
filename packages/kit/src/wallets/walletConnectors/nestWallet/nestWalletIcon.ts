// The icon package has no Nest mark: a neutral one, its initial on its brand colour.
import { initialIcon } from '../initialIcon'

export default initialIcon('N', '#eef455')
