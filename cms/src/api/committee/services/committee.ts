import { committeePageService } from '../../../lib/committee-pages';

export default committeePageService('api::committee.committee');
