import { publishedPageController } from '../../../lib/committee-pages';

export default publishedPageController('api::committee.committee', ['streets', 'footerLinks', 'logo']);
