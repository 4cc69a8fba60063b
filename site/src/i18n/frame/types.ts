/**
 * The page's frame, around every page: head, header, navigation, footer; the notes above French-only content and
 * before a brocante is announced.
 */
export interface FrameSections {
  /** The page's frame: head, header, navigation, footer, language switcher. */
  layout: {
    description: string;
    rssTitle: string;
    rssDescription: string;
    skipLink: string;
    navigationLabel: string;
    home: string;
    news: string;
    brocante: string;
    contact: string;
    privacy: string;
    /** The link to the same page in the other language, in that language. */
    otherLanguage: string;
  };
  /** Strapi's content (posts, the committee's pages) is French for now; a Dutch page says so above it. */
  content: {
    articleOnlyInFrench: string;
    pageOnlyInFrench: string;
  };
  /** What the home, the registration pages and the plan say before the committee has announced a brocante. */
  noBrocante: {
    title: string;
    text: string;
    newsLink: string;
  };
}
