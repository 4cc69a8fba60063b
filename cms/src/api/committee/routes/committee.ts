import { publishedPageRouter } from '../../../lib/committee-pages';

export default publishedPageRouter('api::committee.committee');
