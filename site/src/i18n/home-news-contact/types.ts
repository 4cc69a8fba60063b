/** The home page, the news (the list and a post) and the contact page with its form. */
export interface HomeNewsContactSections {
  home: {
    title: string;
    free: string;
    atAGlance: string;
    date: string;
    pitchPrice: string;
    pitchPrices: string;
    depositPerRegistration: string;
    depositReturned: string;
    pitchesPerRegistration: string;
    atMost: string;
    freePitches: string;
    neighborDeadline: string;
    visitorDeadline: string;
    registerAsNeighbor: string;
    neighborsClosed: string;
    registerAsVisitor: string;
    visitorsClosed: string;
    planLink: string;
    latestNews: string;
    allNews: string;
  };
  news: {
    title: string;
    description: string;
    publishedOn: string;
    backToNews: string;
  };
  contact: {
    title: string;
    description: string;
    heading: string;
    email: string;
    phone: string;
  };
  contactForm: {
    sentTitle: string;
    sent: string;
    allRequired: string;
    name: string;
    email: string;
    subject: string;
    message: string;
    buttonHint: string;
    send: string;
    sending: string;
  };
}
