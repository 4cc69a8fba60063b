import jsQR from 'jsqr';
import sharp from 'sharp';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  amountBreakdown,
  epcQrPayload,
  formatDate,
  formatEuro,
  formatStructuredCommunication,
  passCode,
  registrationAmount,
} from '@brocante/shared';
import { api, server, staff, useStrapi } from './support/strapi-server';
import { visitorRegistration } from './support/http';

/**
 * Brussels is bilingual: a registration made in Dutch gets every e-mail in Dutch (dates and amounts as nl-BE writes
 * them), one made in French gets them as before, and the volunteers' messages reach each in the language they wrote.
 */
useStrapi({ signIn: true });

const step = (documentId: string, event: string) =>
  api.post(`/api/registrations/${documentId}/steps`, { data: { event } }, staff);
const find = async (email: string) => (await api.get(`/api/registrations?q=${email}`, staff)).body.data[0];
const decoded = async (png: Buffer) => {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data), info.width, info.height)?.data;
};

let day: string;
beforeAll(async () => {
  day = (await api.get('/api/configuration')).body.data.date;
});
beforeEach(() => server.mail.clear());

describe('the e-mails of a registration in Dutch', () => {
  it('sends the registration received in Dutch: amounts and date in nl-BE, the structured communication, the QR code', async () => {
    const response = await api.post('/api/registrations', {
      data: visitorRegistration({ email: 'jan@example.be', firstName: 'Jan', houseNumber: '11', language: 'nl' }),
    });
    expect(response.status).toBe(201);
    const receipt = response.body.data;
    const [email] = await server.mail.received('jan@example.be');
    expect(email!.subject).toBe('Rommelmarkt: inschrijving ontvangen');
    const registration = await find('jan@example.be');
    const due = registrationAmount(registration);
    for (const expected of [
      'Beste Jan,',
      `We hebben uw inschrijving voor de rommelmarkt van ${formatDate(day, 'nl')} goed ontvangen.`,
      'Uw standplaats: ',
      `Bedrag: ${amountBreakdown(due, 'nl')}.`,
      `Betaling per overschrijving:\nBedrag: ${formatEuro(due.total, 'nl')}\nBegunstigde: `,
      'IBAN: BE21 0012 3456 7803',
      `Gestructureerde mededeling: ${formatStructuredCommunication(receipt.transfer.structuredCommunication)}`,
      'Vermeld zeker de gestructureerde mededeling',
      'Uw inschrijving online (bekijken, betalen, uw telefoonnummer verbeteren, annuleren): http',
      // Their page in Dutch.
      '/nl/rommelmarkt/mijn-reservatie/#',
      'Deze link is persoonlijk: stuur hem niet door.',
    ])
      expect(email!.text).toContain(expected);
    // nl-BE: "€ 12,50" and "zaterdag 17 april 2027".
    expect(formatEuro(due.total, 'nl')).toMatch(/^€\s\d+,\d\d$/);
    expect(email!.text).toMatch(/(maandag|dinsdag|woensdag|donderdag|vrijdag|zaterdag|zondag) \d+ \w+ \d{4}/);
    expect(email!.text).not.toMatch(/Bonjour|Montant|emplacement|Communication structurée/);
    expect(email!.html).toContain('<html lang="nl-BE">');
    expect(email!.html).toContain('src="cid:qr-virement"');
    expect(email!.attachments).toEqual([
      expect.objectContaining({ fileName: 'overschrijving-rommelmarkt.png', contentType: 'image/png', contentId: 'qr-virement' }),
    ]);
    const qr = await decoded(await server.mail.attachment(email!, 'overschrijving-rommelmarkt.png'));
    expect(qr).toBe(epcQrPayload(receipt.transfer));
  });

  it('sends the payment received and the pass in Dutch', async () => {
    const jan = await find('jan@example.be');
    expect((await step(jan.documentId, 'pay')).status).toBe(200);
    const [email] = await server.mail.received('jan@example.be');
    expect(email!.subject).toBe('Rommelmarkt: betaling ontvangen');
    expect(email!.text).toContain(
      `We hebben uw betaling van ${formatEuro(Number(jan.amount), 'nl')} goed ontvangen (mededeling ${formatStructuredCommunication(jan.paymentReference)}).`,
    );
    expect(email!.text).toContain(
      `Uw inschrijving is bevestigd. Uw toegangsbewijs: op ${formatDate(day, 'nl')} kunt u zich installeren`,
    );
    expect(email!.text).toContain('Toon bij aankomst de QR-code hieronder');
    expect(email!.attachments?.map((attachment) => attachment.fileName)).toEqual(['toegangsbewijs.png']);
    expect(await decoded(await server.mail.attachment(email!, 'toegangsbewijs.png'))).toBe(passCode(jan.paymentReference));
  });

  it('keeps a French registration in French, as before', async () => {
    await api.post('/api/registrations', {
      data: visitorRegistration({ email: 'marie@example.be', firstName: 'Marie', houseNumber: '12', language: 'fr' }),
    });
    const [received] = await server.mail.received('marie@example.be');
    expect(received!.subject).toBe('Brocante : inscription reçue');
    expect(received!.text).toContain(`Nous avons bien reçu votre inscription à la brocante du ${formatDate(day)}.`);
    expect(received!.text).toContain('Communication structurée : +++');
    expect(received!.html).toContain('<html lang="fr-BE">');
    expect(received!.attachments?.map((attachment) => attachment.fileName)).toEqual(['virement-brocante.png']);
    await server.mail.clear();
    await step((await find('marie@example.be')).documentId, 'pay');
    const [paid] = await server.mail.received('marie@example.be');
    expect(paid!.subject).toBe('Brocante : paiement reçu');
    expect(paid!.text).toContain("C'est confirmé. Votre laissez-passer : le ");
    expect(paid!.attachments?.map((attachment) => attachment.fileName)).toEqual(['laissez-passer.png']);
  });
});

describe('a message to exhibitors written in both languages', () => {
  const message = {
    key: 'message-nl-fr-0001',
    subject: 'Infos pratiques',
    body: 'Installation dès 7 h.\n\nMerci !',
    subjectNl: 'Praktische info',
    bodyNl: 'Installeren vanaf 7 uur.\n\nBedankt!',
    audience: ['paid'],
  };

  it('reaches a Dutch registrant in Dutch and a French one in French', async () => {
    const sent = await api.post('/api/exhibitor-messages', { data: message }, staff);
    expect(sent.status).toBe(202);
    const [dutch] = await server.mail.received('jan@example.be');
    expect(dutch!.subject).toBe('Rommelmarkt: Praktische info');
    expect(dutch!.text).toContain('Beste Jan,\n\nInstalleren vanaf 7 uur.\n\nBedankt!');
    expect(dutch!.text).toContain('Deze link is persoonlijk');
    const [french] = await server.mail.received('marie@example.be');
    expect(french!.subject).toBe('Brocante : Infos pratiques');
    expect(french!.text).toContain('Bonjour Marie,\n\nInstallation dès 7 h.\n\nMerci !');
  });

  it('reaches a Dutch registrant in French when the volunteers wrote no Dutch', async () => {
    const french = { ...message, key: 'message-fr-only-0002', subject: 'Rappel', subjectNl: '', bodyNl: '' };
    expect((await api.post('/api/exhibitor-messages', { data: french }, staff)).status).toBe(202);
    const [email] = await server.mail.received('jan@example.be');
    expect(email!.subject).toBe('Brocante : Rappel');
    expect(email!.text).toContain('Bonjour Jan,\n\nInstallation dès 7 h.');
  });

  it('refuses Dutch half written: a subject without its message, or a message without its subject', async () => {
    for (const half of [
      { subjectNl: 'Praktische info', bodyNl: '' },
      { subjectNl: '', bodyNl: 'Installeren vanaf 7 uur.' },
    ]) {
      const refused = await api.post(
        '/api/exhibitor-messages',
        { data: { ...message, key: 'message-half-0003', ...half } },
        staff,
      );
      expect(refused.status).toBe(400);
      expect(refused.body.error.details.errors.map((error: { path: string[] }) => error.path.join('.'))).toEqual([
        half.subjectNl ? 'bodyNl' : 'subjectNl',
      ]);
    }
  });
});
