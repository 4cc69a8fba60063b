/** The error pages, the shared form fields' own words, and what a failed call says. */
export interface ErrorSections {
  notFound: {
    title: string;
    text: string;
    backHome: string;
  };
  error: {
    title: string;
    heading: string;
    text: string;
  };
  /** The shared form fields' own words (packages/ui): the robots' trap, the e-mail's suggestion. */
  fields: { botTrap: string; didYouMean: string; questionMark: string };
  /** What a failed call shows when the server gave no message of its own (ApiFailure's fallbacks). */
  failure: {
    accessDenied: string;
    loadingError: string;
    nameTaken: string;
  };
}
