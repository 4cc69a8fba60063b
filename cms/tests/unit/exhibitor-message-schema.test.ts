import { describe, expect, it } from 'vitest';
import { exhibitorMessageSchema } from '@brocante/shared';

/** The rule the admin's form and the server share for a message to exhibitors written in both languages. */
const MESSAGE = {
  key: 'message-2027-04-15-abcdef',
  subject: 'Infos pratiques',
  body: 'Installation dès 7 h, merci !',
  audience: ['paid'],
  edition: '',
};
const refusedPaths = (message: object) => {
  const result = exhibitorMessageSchema.safeParse(message);
  return result.success ? [] : result.error.issues.map((issue) => issue.path.join('.'));
};

describe('a message to exhibitors in Dutch too', () => {
  it('takes the Dutch subject and message as optional: none is French only', () => {
    const parsed = exhibitorMessageSchema.parse(MESSAGE);
    expect([parsed.subjectNl, parsed.bodyNl]).toEqual(['', '']);
    expect(
      exhibitorMessageSchema.parse({ ...MESSAGE, subjectNl: ' Praktische info ', bodyNl: 'Vanaf 7 uur, bedankt!' }),
    ).toMatchObject({
      subjectNl: 'Praktische info',
      bodyNl: 'Vanaf 7 uur, bedankt!',
    });
  });

  it('asks for the other Dutch field when one is written, and a Dutch message as long as a French one', () => {
    expect(refusedPaths({ ...MESSAGE, subjectNl: 'Praktische info' })).toEqual(['bodyNl']);
    expect(refusedPaths({ ...MESSAGE, bodyNl: 'Vanaf 7 uur, bedankt!' })).toEqual(['subjectNl']);
    expect(refusedPaths({ ...MESSAGE, subjectNl: 'Info', bodyNl: 'Kort' })).toEqual(['bodyNl']);
    expect(refusedPaths({ ...MESSAGE, subjectNl: 'x'.repeat(151), bodyNl: 'Vanaf 7 uur, bedankt!' })).toEqual(['subjectNl']);
  });
});
