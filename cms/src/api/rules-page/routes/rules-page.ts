import { publishedPageRouter } from '../../../lib/committee-pages';

export default publishedPageRouter('api::rules-page.rules-page');
