/** Federation module `./MatchDetailsPage` of the sports remote: match details on /match/:id. */
import { MatchDetailsPage } from '../features/match-details/MatchDetailsPage';

export default MatchDetailsPage;
