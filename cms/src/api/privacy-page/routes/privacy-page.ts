import { publishedPageRouter } from '../../../lib/committee-pages';

export default publishedPageRouter('api::privacy-page.privacy-page');
