import { committeePageService } from '../../../lib/committee-pages';

export default committeePageService('api::rules-page.rules-page');
