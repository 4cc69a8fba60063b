import type { FrameSections } from './types';

/** The page's frame, in Dutch. */
export const frame: FrameSections = {
  layout: {
    description: 'Het nieuws uit {quarter}, de rommelmarkt en het wijkcomité.',
    rssTitle: 'Nieuws — {committee}',
    rssDescription: 'Het nieuws uit {quarter}.',
    skipLink: 'Naar de inhoud',
    navigationLabel: 'Hoofdnavigatie',
    home: 'Home',
    news: 'Nieuws',
    brocante: 'Rommelmarkt',
    contact: 'Contact',
    privacy: 'Privacy',
    otherLanguage: 'Français',
  },
  content: {
    articleOnlyInFrench: 'Dit artikel bestaat enkel in het Frans.',
    pageOnlyInFrench: 'Deze tekst bestaat enkel in het Frans.',
  },
  noBrocante: {
    title: 'Er is nog geen rommelmarkt aangekondigd',
    text: 'Het comité heeft de datum van de volgende rommelmarkt nog niet vastgelegd. Ze wordt hier aangekondigd, met de prijs van de standplaatsen en de opening van de inschrijvingen.',
    newsLink: 'Het nieuws uit de wijk',
  },
};
