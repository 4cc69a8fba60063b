import { publishedPageController } from '../../../lib/committee-pages';

export default publishedPageController('api::privacy-page.privacy-page');
