import { committeePageService } from '../../../lib/committee-pages';

export default committeePageService('api::privacy-page.privacy-page');
