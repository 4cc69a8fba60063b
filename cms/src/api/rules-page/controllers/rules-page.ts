import { publishedPageController } from '../../../lib/committee-pages';

export default publishedPageController('api::rules-page.rules-page');
