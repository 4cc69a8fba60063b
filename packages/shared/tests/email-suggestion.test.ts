import { describe, expect, it } from 'vitest';
import { editDistance, suggestEmail } from '../src/email-suggestion.js';

describe('suggestEmail', () => {
  it.each([
    ['marie@gmial.com', 'marie@gmail.com'],
    ['marie@gmail.con', 'marie@gmail.com'],
    ['marie@gmail.co', 'marie@gmail.com'],
    ['marie@gmailcom', 'marie@gmail.com'],
    ['Marie.Dupont@GMAIL.CMO', 'Marie.Dupont@gmail.com'],
    ['jan@hotmial.be', 'jan@hotmail.be'],
    ['jan@hotmal.con', 'jan@hotmail.com'],
    ['jan@skynett.be', 'jan@skynet.be'],
    ['jan@telnet.be', 'jan@telenet.be'],
    ['jan@proximus.eb', 'jan@proximus.be'],
    ['jan@scralet.be', 'jan@scarlet.be'],
    ['jan@yahooo.fr', 'jan@yahoo.fr'],
    ['jan@outlok.be', 'jan@outlook.be'],
    ['jan@vooo.be', 'jan@voo.be'],
  ])('suggests %s → %s', (typed, meant) => {
    expect(suggestEmail(typed)).toBe(meant);
  });

  it.each([
    'marie@gmail.com',
    'jan@skynet.be',
    'jan@telenet.be',
    'jan@voo.be',
    'prof@ulb.be',
    'etudiant@kuleuven.be',
    'jan@hotmail.nl',
    'hans@gmx.de',
    'anne@mail.com',
    'anne@comite-quartier.be',
    'anne@',
    '@gmial.com',
    'pas une adresse',
    '',
  ])('leaves %s as typed', (typed) => {
    expect(suggestEmail(typed)).toBeNull();
  });
});

describe('editDistance', () => {
  it('counts a swap of neighboring letters as one edit, as a typo does', () => {
    expect(editDistance('gmial', 'gmail')).toBe(1);
    expect(editDistance('hotmail', 'hotmial')).toBe(1);
    expect(editDistance('kitten', 'sitting')).toBe(3);
    expect(editDistance('', 'voo')).toBe(3);
    expect(editDistance('same', 'same')).toBe(0);
  });
});
