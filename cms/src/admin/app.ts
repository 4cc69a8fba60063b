/**
 * Strapi's panel for the committee's editors: French beside English (English stays the fallback);
 * every panel account is created with French as its language (src/bootstrap/panel-language.ts).
 */
export default {
  config: {
    locales: ['fr'],
  },
  bootstrap() {},
};
