/** Federation module `./SportsSidebar` of the sports remote: the "Sports (A-Z)" sidebar. */
import { SportsSidebar } from '../features/sports-nav/SportsSidebar';

export default SportsSidebar;
