/** Federation module `./SportPage` of the sports remote: one sport's matches on /sports/:id. */
import { SportPage } from '../features/sport/SportPage';

export default SportPage;
