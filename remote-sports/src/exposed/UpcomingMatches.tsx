/** Federation module `./UpcomingMatches` of the sports remote: the Upcoming Matches section. */
import { UpcomingMatches } from '../features/upcoming/UpcomingMatches';

export default UpcomingMatches;
