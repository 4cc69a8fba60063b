import { describe, expect, it } from 'vitest';
import { api, setEdition, useStrapi } from './support/strapi-server';
import { neighborRegistration, visitorRegistration } from './support/http';

useStrapi();

const DUTCH = { 'accept-language': 'nl-BE,nl;q=0.9,en;q=0.5' };
const post = (path: string, body: unknown, headers: Record<string, string> = {}) => api.call('POST', path, { body, headers });
const fieldsOf = (body: any) => Object.fromEntries(body.error.details.errors.map((field: any) => [field.path.join('.'), field]));

describe('the API answers in the language the request accepts', () => {
  it('gives a Dutch reader the refusal of a registration in Dutch, with each message’s code', async () => {
    const response = await post(
      '/api/registrations',
      { data: neighborRegistration({ firstName: 'x'.repeat(61), email: '', language: 'nl' }) },
      DUTCH,
    );
    expect(response.status).toBe(400);
    const fields = fieldsOf(response.body);
    expect(fields.firstName).toEqual({
      path: ['firstName'],
      message: 'Dit veld mag niet langer zijn dan 60 tekens.',
      code: 'tooLong',
      values: [60],
    });
    expect(fields.email).toMatchObject({ message: 'Dit veld is verplicht.', code: 'required' });
    expect(response.body.error.message).toBe('Dit veld mag niet langer zijn dan 60 tekens.');
    expect(response.body.error.details).toMatchObject({ messageCode: 'validation.tooLong', messageValues: [60] });
  });

  it('keeps the specification’s French for a French reader, and for one who accepts neither language', async () => {
    for (const headers of [{}, { 'accept-language': 'fr-BE' }, { 'accept-language': 'de-DE, en;q=0.8' }]) {
      const response = await post('/api/registrations', { data: neighborRegistration({ firstName: 'x'.repeat(61) }) }, headers);
      expect(fieldsOf(response.body).firstName).toMatchObject({
        message: 'Ce champ ne peut pas dépasser 60 caractères.',
        code: 'tooLong',
      });
    }
  });

  it('takes Dutch where the reader prefers it to French, French where French comes first', async () => {
    const answer = async (acceptLanguage: string) =>
      (await post('/api/registrations', {}, { 'accept-language': acceptLanguage })).body.error.message;
    expect(await answer('de, nl;q=0.7, fr;q=0.3')).toBe('De verzonden inhoud is ongeldig: er wordt een object „data” verwacht.');
    expect(await answer('fr;q=0.9, nl;q=0.8')).toBe('Le contenu envoyé est invalide : un objet « data » est attendu.');
  });

  it('words the refusals that name a value in Dutch: the committee’s pitch limit, a closed route', async () => {
    const limited = await post('/api/registrations', { data: neighborRegistration({ pitchCount: 2, houseNumber: '11' }) }, DUTCH);
    expect(limited.status).toBe(400);
    expect(limited.body.error.message).toBe('Het comité geeft één standplaats per inschrijving.');
    expect(limited.body.error.details).toMatchObject({ code: 'pitch-limit', messageCode: 'api.pitchLimit', messageValues: [1] });
    expect(fieldsOf(limited.body).pitchCount.message).toBe('Het comité geeft één standplaats per inschrijving.');

    const past = new Date(Date.now() - 60_000).toISOString();
    await setEdition({ visitorRegistrationEnd: past, neighborRegistrationEnd: past });
    try {
      const closed = await post('/api/registrations', { data: visitorRegistration({ email: 'laat@example.be' }) }, DUTCH);
      expect(closed.body.error.message).toBe('De inschrijvingen voor bezoekers zijn afgesloten.');
      expect(closed.body.error.details.messageCode).toBe('api.visitorRegistrationClosed');
      const french = await post('/api/registrations', { data: visitorRegistration({ email: 'tard@example.be' }) });
      expect(french.body.error.message).toBe('Les inscriptions des visiteurs sont clôturées.');
    } finally {
      const future = new Date(Date.now() + 86_400_000).toISOString();
      await setEdition({ visitorRegistrationEnd: future, neighborRegistrationEnd: future });
    }
  });

  it('answers a lost link’s request in the reader’s language', async () => {
    const dutch = await post('/api/my-registration/link-requests', { data: { email: 'niemand@example.be' } }, DUTCH);
    expect([dutch.status, dutch.body.data.message]).toEqual([
      202,
      'Genoteerd. Als er op dit adres een inschrijving voor de rommelmarkt bestaat, vertrekt er meteen een e-mail met de persoonlijke link.',
    ]);
    const french = await post('/api/my-registration/link-requests', { data: { email: 'personne@example.be' } });
    expect(french.body.data.message).toMatch(/^C'est noté\./);
  });

  it('says a missing page and a body that is not JSON in Dutch', async () => {
    const missing = await api.call('GET', '/api/nergens', { headers: DUTCH });
    expect(missing.status).toBe(404);
    expect(missing.body.error.message).toBe('Deze pagina of dit gegeven bestaat niet.');
    const notJson = await api.call('POST', '/api/registrations', {
      body: '{"data":',
      headers: { ...DUTCH, 'content-type': 'application/json' },
    });
    expect(notJson.body.error.message).toBe('De verzonden inhoud is geen geldige JSON.');
  });
});
