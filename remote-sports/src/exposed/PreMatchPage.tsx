/** Federation module `./PreMatchPage` of the sports remote: the pre-match pages with their own category strip. */
import { PreMatchPage } from '../features/pre-match/PreMatchPage';

export default PreMatchPage;
