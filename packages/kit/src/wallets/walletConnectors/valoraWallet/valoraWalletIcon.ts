// The icon package has no Valora mark: a neutral one, its initial on its brand colour.
import { initialIcon } from '../initialIcon'

export default initialIcon('V', '#ffd52c')
