import { describe, expect, it } from 'vitest';
import { amountBreakdown, amountDue, isFree, pricingOf } from '../src/pricing.js';

/** Intl writes a narrow no-break space before the euro sign. */
const spaced = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('what a registration costs', () => {
  it("charges one visitor's pitch the specification's price when the committee sets nothing else", () => {
    const rules = pricingOf({ registrationPrice: '15.00', neighborPrice: null, deposit: null, pitchesPerRegistration: null });
    expect(amountDue(rules, 'neighbor', 1).total).toBe(15);
    expect(amountDue(rules, 'visitor', 1).total).toBe(15);
  });

  it("charges neighbors their own price, zero included, and visitors the specification's", () => {
    const rules = pricingOf({ registrationPrice: 12.5, neighborPrice: '0', deposit: '', pitchesPerRegistration: 2 });
    expect(amountDue(rules, 'neighbor', 2).total).toBe(0);
    expect(isFree(amountDue(rules, 'neighbor', 2).total)).toBe(true);
    expect(amountDue(rules, 'visitor', 2).total).toBe(25);
  });

  it('adds the deposit once per registration, to the cent', () => {
    const rules = pricingOf({ registrationPrice: '0.10', neighborPrice: '0.20', deposit: '5.05', pitchesPerRegistration: 3 });
    const due = amountDue(rules, 'neighbor', 3);
    expect(due.total).toBe(5.65);
    expect(isFree(due.total)).toBe(false);
    expect(spaced(amountBreakdown(due))).toBe('3 emplacements × 0,20 € + caution 5,05 € = 5,65 €');
    expect(spaced(amountBreakdown(amountDue(rules, 'visitor', 1)))).toBe('1 emplacement × 0,10 € + caution 5,05 € = 5,15 €');
  });

  it('writes how an amount is made up in Dutch, amounts as nl-BE writes them (the sign first)', () => {
    const rules = pricingOf({ registrationPrice: '0.10', neighborPrice: '0.20', deposit: '5.05', pitchesPerRegistration: 3 });
    expect(spaced(amountBreakdown(amountDue(rules, 'neighbor', 3), 'nl'))).toBe(
      '3 standplaatsen × € 0,20 + waarborg € 5,05 = € 5,65',
    );
    expect(spaced(amountBreakdown(amountDue(rules, 'visitor', 1), 'nl'))).toBe(
      '1 standplaats × € 0,10 + waarborg € 5,05 = € 5,15',
    );
    const noDeposit = pricingOf({ registrationPrice: '12.50', pitchesPerRegistration: 2 });
    expect(spaced(amountBreakdown(amountDue(noDeposit, 'visitor', 2), 'nl'))).toBe('2 standplaatsen × € 12,50 = € 25,00');
    expect(spaced(amountBreakdown(amountDue(noDeposit, 'visitor', 2), 'fr'))).toBe('2 emplacements × 12,50 € = 25,00 €');
  });

  it('keeps the pitch limit between 1 and 6, whatever is stored', () => {
    expect(pricingOf({ registrationPrice: 1, pitchesPerRegistration: 0 }).pitchesPerRegistration).toBe(1);
    expect(pricingOf({ registrationPrice: 1, pitchesPerRegistration: 40 }).pitchesPerRegistration).toBe(6);
  });
});
