/** Federation module `./LiveHome` of the sports remote: the live match list of /, /in-play and /sports/all. */
import { LiveHome } from '../features/live/LiveHome';

export default LiveHome;
