import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { formatEuro, formatStructuredCommunication } from '@brocante/shared';
import { api, server, staff, useStrapi } from './support/strapi-server';
import { neighborRegistration, visitorRegistration } from './support/http';
import { until } from './support/until';

useStrapi({ signIn: true });

beforeAll(async () => {
  // Two free pitches only: the waiting list is quickly reached.
  const pitches = await server.strapi.db.query('api::location.location').findMany({ orderBy: { id: 'desc' }, limit: 28 });
  await server.strapi.db
    .query('api::location.location')
    .deleteMany({ where: { id: { $in: pitches.map((p: { id: number }) => p.id) } } });
});

beforeEach(() => server.mail.clear());

describe('e-mails through a real SMTP catcher', () => {
  it('sends the payment instructions with the QR code when someone registers', async () => {
    const receipt = (
      await api.post('/api/registrations', {
        data: neighborRegistration({ email: 'anne@example.be', street: 'Avenue des Trois Tilleuls', houseNumber: '1' }),
      })
    ).body.data;
    const [email] = await server.mail.received('anne@example.be');
    expect(email!.subject).toBe('Brocante : inscription reçue');
    for (const expected of [
      'Bonjour Marie,',
      `Montant : ${formatEuro(15)}`,
      'Bénéficiaire : Comité de quartier des Trois Tilleuls ASBL',
      'IBAN : BE21 0012 3456 7803',
      'BIC : GEBABEBB',
      `Communication structurée : ${formatStructuredCommunication(receipt.transfer.structuredCommunication)}`,
      'Votre emplacement : A1, Avenue des Trois Tilleuls (devant le n° 1)',
    ]) {
      expect(email!.text).toContain(expected);
    }
    expect(email!.html).toContain('src="cid:qr-virement"');
    expect(email!.attachments).toEqual([
      expect.objectContaining({ fileName: 'virement-brocante.png', contentType: 'image/png', contentId: 'qr-virement' }),
    ]);
  });

  it('tells a person on the waiting list their place in it', async () => {
    await api.post('/api/registrations', { data: visitorRegistration({ email: 'second@example.be' }) });
    await api.post('/api/registrations', { data: visitorRegistration({ email: 'attente@example.be' }) });
    const [email] = await server.mail.received('attente@example.be');
    expect(email!.text).toContain("vous êtes n° 1 sur la liste d'attente");
    // The one who got the last pitch is told it too (and nothing is left in flight for the next test).
    const [withPitch] = await server.mail.received('second@example.be');
    expect(withPitch!.text).toContain('Votre emplacement :');
  });

  it('sends every contact message to the committee with reply-to the sender', async () => {
    await api.post('/api/contact-messages', {
      data: { name: 'Jeanne', email: 'jeanne@example.be', subject: 'Arbres', message: 'Un arbre est tombé rue du Ramier.' },
    });
    const [email] = await server.mail.received('comite@trois-tilleuls.example.be');
    expect(email!.subject).toBe('Contact : Arbres');
    expect(email!.replyTo?.[0]?.address).toBe('jeanne@example.be');
    expect(email!.text).toContain('Un arbre est tombé rue du Ramier.');
  });

  it('confirms a payment with the pitch', async () => {
    const anne = (await api.get('/api/registrations?q=anne@example.be', staff)).body.data[0];
    await api.post(`/api/registrations/${anne.documentId}/steps`, { data: { event: 'pay' } }, staff);
    const [email] = await server.mail.received('anne@example.be');
    expect(email!.subject).toBe('Brocante : paiement reçu');
    expect(email!.text).toContain(`Nous avons bien reçu votre paiement de ${formatEuro(15)}`);
    expect(email!.text).toContain("C'est confirmé. Votre laissez-passer : le ");
    expect(email!.text).toContain('Votre emplacement : A1, Avenue des Trois Tilleuls (devant le n° 1).');
  });

  it('gives a cancelled pitch to the oldest waiting registration, and tells both', async () => {
    const second = (await api.get('/api/registrations?q=second@example.be', staff)).body.data[0];
    const pitch = second.locations[0].name;
    await api.post(`/api/registrations/${second.documentId}/steps`, { data: { event: 'cancel' } }, staff);
    const [cancelled] = await server.mail.received('second@example.be');
    expect(cancelled!.subject).toBe('Brocante : inscription annulée');
    const [moved] = await server.mail.received('attente@example.be');
    expect(moved!.subject).toBe("Brocante : un emplacement s'est libéré pour vous");
    expect(moved!.text).toContain(`Vous quittez la liste d'attente. Votre emplacement : ${pitch}, `);
    expect(moved!.attachments?.[0]?.contentId).toBe('qr-virement');
    const promoted = (await api.get('/api/registrations?q=attente@example.be', staff)).body.data[0];
    expect(promoted).toMatchObject({ status: 'pending', locations: [{ name: pitch }] });
  });

  it('keeps a registration when the mail server is down, and sends its e-mail later', async () => {
    await server.mail.stop();
    const response = await api.post('/api/registrations', { data: visitorRegistration({ email: 'panne@example.be' }) });
    expect(response.status).toBe(201);
    const queued = await until(
      () => server.strapi.db.query('api::email-message.email-message').findOne({ where: { to: 'panne@example.be' } }),
      (message) => Boolean(message?.attempts),
    );
    expect(queued).toMatchObject({ status: 'pending', attempts: 1 });
    expect(queued.lastError).toBeTruthy();
    expect(await server.strapi.db.query('api::registration.registration').count({ where: { email: 'panne@example.be' } })).toBe(
      1,
    );

    await server.mail.restart();
    await server.strapi.db
      .query('api::email-message.email-message')
      .update({ where: { id: queued.id }, data: { nextAttemptAt: new Date(Date.now() - 1000) } });
    await server.strapi.service('api::email-message.email-message').sendDue();
    const [email] = await server.mail.received('panne@example.be');
    expect(email!.subject).toBe('Brocante : inscription reçue');
    expect(await server.strapi.db.query('api::email-message.email-message').findOne({ where: { id: queued.id } })).toMatchObject({
      status: 'sent',
      attempts: 2,
    });
  });
});

describe('unpaid registrations', () => {
  const setPendingSince = async (email: string, daysAgo: number) =>
    server.strapi.db
      .query('api::registration.registration')
      .update({ where: { email }, data: { pendingSince: new Date(Date.now() - daysAgo * 86_400_000) } });

  it('are reminded before the grace period ends, once, however often the task runs', async () => {
    await setPendingSince('attente@example.be', 17);
    const registrations = server.strapi.service('api::registration.lifecycle');
    expect(await registrations.expireUnpaid()).toEqual({ reminded: 1, expired: 0 });
    expect(await registrations.expireUnpaid()).toEqual({ reminded: 0, expired: 0 });
    const emails = await server.mail.received('attente@example.be');
    expect(emails.map((email) => email.subject)).toEqual(['Brocante : rappel de paiement']);
    expect(emails[0]!.text).toContain('Sans paiement le');
  });

  it('expire after the grace period: cancelled, e-mailed, the pitch to the oldest on the waiting list', async () => {
    await api.post('/api/registrations', { data: visitorRegistration({ email: 'suivante@example.be' }) });
    await server.mail.received('suivante@example.be');
    await server.mail.clear();
    const pitch = (await api.get('/api/registrations?q=attente@example.be', staff)).body.data[0].locations[0].name;
    // 30 days: the 21 days of grace ended 9 days ago, more than the 3 working days statements take.
    await setPendingSince('attente@example.be', 30);
    const registrations = server.strapi.service('api::registration.lifecycle');
    // No statement imported since: the payment may be on its way, nothing expires.
    expect(await registrations.expireUnpaid()).toMatchObject({ expired: 0 });
    const statement = 'Date;Montant;Communication\n05/04/2027;-12,50;Croissants\n';
    expect(
      (
        await api.post(
          '/api/bank-imports',
          { data: { fileName: 'x.csv', content: statement, mapping: { date: 0, amount: 1, communication: 2 } } },
          staff,
        )
      ).status,
    ).toBe(200);
    expect(await registrations.expireUnpaid()).toMatchObject({ expired: 1 });
    expect(await registrations.expireUnpaid()).toMatchObject({ expired: 0 });
    const [cancelled] = await server.mail.received('attente@example.be');
    expect(cancelled!.subject).toBe('Brocante : inscription annulée');
    expect(cancelled!.text).toContain('dans le délai prévu');
    // panne@ registered (waiting) before suivante@: the pitch is hers.
    const [moved] = await server.mail.received('panne@example.be');
    expect(moved!.text).toContain(`Vous quittez la liste d'attente. Votre emplacement : ${pitch}, `);
    expect(await server.mail.to('suivante@example.be')).toEqual([]);
    expect((await api.get('/api/registrations?q=suivante@example.be', staff)).body.data[0].status).toBe('waitlist');
  });

  it('are reminded of the rest only when a part was paid', async () => {
    // panne@ gives up her pitch: suivante@, waiting, gets it and now owes her amount.
    const [holder] = (await api.get('/api/registrations?q=panne@example.be', staff)).body.data;
    expect((await api.post(`/api/registrations/${holder.documentId}/steps`, { data: { event: 'cancel' } }, staff)).status).toBe(
      200,
    );
    expect((await api.get('/api/registrations?q=suivante@example.be', staff)).body.data[0].status).toBe('pending');
    // 10 € of 15 came with a transfer short of the amount.
    await server.strapi.db
      .query('api::registration.registration')
      .update({ where: { email: 'suivante@example.be' }, data: { paidAmount: 10 } });
    await setPendingSince('suivante@example.be', 17);
    // Her pitch's e-mail first, then only the reminder is read.
    await server.mail.received('suivante@example.be');
    await server.mail.clear();
    expect(await server.strapi.service('api::registration.lifecycle').expireUnpaid()).toMatchObject({ reminded: 1 });
    const [reminder] = await server.mail.received('suivante@example.be');
    expect(reminder!.subject).toBe('Brocante : rappel de paiement');
    expect(reminder!.text).toContain(
      `Nous avons reçu ${formatEuro(10)} sur ${formatEuro(15)} : il reste ${formatEuro(5)} à payer.`,
    );
    expect(reminder!.text).toContain(`Montant : ${formatEuro(5)}`);
  });
});
