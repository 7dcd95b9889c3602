/** Federation module `./CategoryStrip` of the sports remote: the horizontal sport strip with an All item. */
import { CategoryStrip } from '../common/CategoryStrip';

export default CategoryStrip;
