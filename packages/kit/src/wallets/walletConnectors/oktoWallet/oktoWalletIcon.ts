// The icon package has no Okto mark: a neutral one, its initial on its brand colour.
import { initialIcon } from '../initialIcon'

export default initialIcon('O', '#6246f5')
