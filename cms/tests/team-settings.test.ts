import { beforeAll, describe, expect, it } from 'vitest';
import { Secret, TOTP } from 'otpauth';
import { API_MESSAGES, API_MESSAGES_NL, STAFF_ROLES, type CheckInExhibitor, type StaffRole } from '@brocante/shared';
import { DEMO_TEAM } from '../src/bootstrap/demo-accounts';
import { visitorRegistration } from './support/http';
import { api, server, useStrapi } from './support/strapi-server';
import { until } from './support/until';
import type { CaughtEmail } from './support/mail-catcher';

/**
 * The committee's rules for its team (issue 49, items 2 and 5), switched by the coordination and announced to every
 * volunteer: the second factor asked of the roles that move its money (a volunteer of such a role who has not enrolled
 * it may nothing but enrol it), and the exhibitors' phone numbers shown to the day's helpers.
 */

useStrapi();

const tokens = {} as Record<StaffRole, string>;
const ANNOUNCEMENT = "Brocante : règles de l'équipe modifiées";
const rule = (secondFactorRequired: boolean, token = tokens.coordination) =>
  api.put('/api/team-settings', { data: { secondFactorRequired } }, token);
const owed = async (token: string) => (await api.get('/api/team/me', token)).body.data.secondFactorOwed as boolean;
/** Whether `address` was told of a change of the rules in a message saying `line` (sending happens after the answer). */
const told = async (address: string, line: string): Promise<boolean> => {
  const says = (emails: CaughtEmail[]) => emails.some((email) => email.subject === ANNOUNCEMENT && email.text.includes(line));
  return says(await until(() => server.mail.to(address), says));
};
const iban = async () => (await api.get('/api/configuration')).body.data.debtorIban as string;

beforeAll(async () => {
  for (const role of STAFF_ROLES) tokens[role] = await api.signIn(DEMO_TEAM[role].email, DEMO_TEAM[role].password);
});

describe('the second factor the committee asks', () => {
  it('is not asked of the demo’s team, whose passwords everyone who tries it shares', async () => {
    expect((await api.get('/api/team-settings', tokens.coordination)).body.data).toEqual({
      secondFactorRequired: false,
      helpersSeePhones: false,
    });
    for (const role of STAFF_ROLES) expect(await owed(tokens[role]), role).toBe(false);
  });

  it('is asked by the coordination only, and announced to every volunteer with who asked it', async () => {
    for (const role of ['tresorerie', 'inscriptions', 'accueil'] as const) {
      expect((await rule(true, tokens[role])).status, role).toBe(403);
      expect((await api.get('/api/team-settings', tokens[role])).status, role).toBe(403);
    }
    expect((await rule(true, '')).status).toBe(403);
    const strange = await api.put('/api/team-settings', { data: { secondFactorRequired: 'oui' } }, tokens.coordination);
    expect(strange.status).toBe(400);
    expect((await api.get('/api/team-settings', tokens.coordination)).body.data).toEqual({
      secondFactorRequired: false,
      helpersSeePhones: false,
    });

    expect((await rule(true)).status).toBe(200);
    for (const role of STAFF_ROLES) {
      const line = 'Double authentification exigée de la coordination et de la trésorerie : non → oui';
      expect(await told(DEMO_TEAM[role].email, line), role).toBe(true);
      expect(await told(DEMO_TEAM[role].email, "Anne Lambert (Coordination) a modifié les règles de l'équipe"), role).toBe(true);
    }
  });

  it('leaves a treasurer or a coordinator who has not enrolled it nothing but their enrolment, in their language', async () => {
    expect(await owed(tokens.tresorerie)).toBe(true);
    expect(await owed(tokens.coordination)).toBe(true);
    const before = await iban();
    for (const role of ['tresorerie', 'coordination'] as const) {
      const list = await api.get('/api/registrations', tokens[role]);
      expect([list.status, list.body.error.message, list.body.error.details.code], role).toEqual([
        403,
        API_MESSAGES.secondFactorOwed,
        'second-factor-owed',
      ]);
      const dutch = await api.call('GET', '/api/registrations', {
        headers: { authorization: `Bearer ${tokens[role]}`, 'accept-language': 'nl-BE' },
      });
      expect(dutch.body.error.message, role).toBe(API_MESSAGES_NL.secondFactorOwed);
      const account = await api.put(
        '/api/committee-account',
        { data: { debtorName: 'Voleur', debtorIban: 'BE68539007547034', debtorBic: 'GEBABEBB', statementDelayWorkingDays: 3 } },
        tokens[role],
      );
      expect([account.status, account.body.error.message], role).toEqual([403, API_MESSAGES.secondFactorOwed]);
      // What the public reads answers still, as to the public: the screens load, and say what to do.
      expect((await api.get('/api/configuration', tokens[role])).status, role).toBe(200);
    }
    expect(await iban()).toBe(before);
    // The roles that do not move money go on as before.
    expect((await api.get('/api/registrations', tokens.inscriptions)).status).toBe(200);
    expect((await api.get('/api/check-in', tokens.accueil)).status).toBe(200);
  });

  it('is enrolled in the same session, which then does what its role may', async () => {
    const { secret } = (await api.post('/api/second-factor/enrolment', { data: {} }, tokens.tresorerie)).body.data;
    const code = new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate();
    expect((await api.post('/api/second-factor/confirmation', { data: { code } }, tokens.tresorerie)).status).toBe(200);
    expect(await owed(tokens.tresorerie)).toBe(false);
    expect((await api.get('/api/registrations', tokens.tresorerie)).status).toBe(200);
    // Its next sign-in asks the code.
    const signedIn = await api.call('POST', '/api/auth/local', {
      body: { identifier: DEMO_TEAM.tresorerie.email, password: DEMO_TEAM.tresorerie.password },
    });
    expect(signedIn.body.error?.message).toBe(API_MESSAGES.secondFactorRequired);
  });

  it('is switched off by a coordinator who owes it (no phone for an app), announced; an enrolled one keeps theirs', async () => {
    expect((await rule(false)).status).toBe(200);
    expect(await owed(tokens.coordination)).toBe(false);
    expect((await api.get('/api/registrations', tokens.coordination)).status).toBe(200);
    expect(
      await told(DEMO_TEAM.tresorerie.email, 'Double authentification exigée de la coordination et de la trésorerie : oui → non'),
    ).toBe(true);
    const history = (await api.get('/api/settings-changes', tokens.coordination)).body.data;
    expect(history.slice(0, 2)).toEqual([
      expect.objectContaining({ by: 'Anne Lambert (Coordination)', subject: 'équipe', from: 'oui', to: 'non' }),
      expect.objectContaining({ by: 'Anne Lambert (Coordination)', subject: 'équipe', from: 'non', to: 'oui' }),
    ]);
    const journal = (await api.get('/api/journal', tokens.coordination)).body.data.entries;
    expect(journal.slice(0, 2).map((entry: { details: string }) => entry.details)).toEqual([
      'double authentification plus exigée',
      'double authentification exigée',
    ]);
    // The treasurer enrolled: the rule off, their sign-in still asks the code.
    const signedIn = await api.call('POST', '/api/auth/local', {
      body: { identifier: DEMO_TEAM.tresorerie.email, password: DEMO_TEAM.tresorerie.password },
    });
    expect(signedIn.status).toBe(400);
  });

  it('is asked where the committee never set the rule: a new server, or one upgraded from a version without it', async () => {
    await server.strapi.db.query('api::team-setting.team-setting').deleteMany({});
    expect(await owed(tokens.coordination)).toBe(true);
    // The coordinator who owes it reads the rule, to switch it off if the committee's phones take no app.
    expect((await api.get('/api/team-settings', tokens.coordination)).body.data).toEqual({
      secondFactorRequired: true,
      helpersSeePhones: false,
    });
    expect(await owed(tokens.inscriptions)).toBe(false);
    expect(await owed(tokens.tresorerie)).toBe(false);
  });
});

describe('the exhibitors’ phone numbers at check-in', () => {
  const phoneOf = async (token: string) => {
    const list = await api.get('/api/check-in', token);
    expect(list.status).toBe(200);
    return (list.body.data.exhibitors as CheckInExhibitor[]).find((one) => one.name === 'Retard Rita')?.phone;
  };

  it('are kept from the day’s helpers unless the coordination shows them, announced to every volunteer', async () => {
    await rule(false);
    const registered = await api.post('/api/registrations', {
      data: visitorRegistration({ firstName: 'Rita', lastName: 'Retard', email: 'rita@example.be', phone: '0470 12 34 56' }),
    });
    expect(registered.status).toBe(201);
    expect(await phoneOf(tokens.inscriptions)).toBe('0470 12 34 56');
    expect(await phoneOf(tokens.accueil)).toBeNull();

    const shown = await api.put('/api/team-settings', { data: { helpersSeePhones: true } }, tokens.coordination);
    expect(shown.body.data).toEqual({ secondFactorRequired: false, helpersSeePhones: true });
    expect(await phoneOf(tokens.accueil)).toBe('0470 12 34 56');
    expect(await told(DEMO_TEAM.accueil.email, "Téléphone des exposants montré à l'accueil du jour : non → oui")).toBe(true);
    // A helper may not show them to themselves.
    expect((await api.put('/api/team-settings', { data: { helpersSeePhones: false } }, tokens.accueil)).status).toBe(403);

    expect((await api.put('/api/team-settings', { data: { helpersSeePhones: false } }, tokens.coordination)).status).toBe(200);
    expect(await phoneOf(tokens.accueil)).toBeNull();
  });
});
