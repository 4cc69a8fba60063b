import { cleanup, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Dashboard } from '../src/features/dashboard/components/Dashboard';
import { FIGURES } from './dashboard-figures';
import { renderWithRouter } from './render';
import { HEALTHY_SERVER, server } from './server';

describe("the dashboard's health of the server", () => {
  it("says the server's health in words: all well, then e-mails not leaving for a quarter of an hour, a full disk, a missed backup and its copy, a certificate about to expire, an upgrade undone, a site older than its content", async () => {
    server.use(http.get('*/api/dashboard', () => HttpResponse.json({ data: FIGURES })));
    renderWithRouter(<Dashboard />);
    const health = within(await screen.findByRole('region', { name: 'Santé du serveur' }));
    expect(await health.findByText('Tous partis.')).toBeVisible();
    expect(health.getByText('Base de données').nextSibling).toHaveTextContent('Elle répond.');
    expect(health.getByText('Disque').nextSibling).toHaveTextContent('41 % utilisé.');
    expect(health.getByText('Sauvegarde').nextSibling).toHaveTextContent('La dernière date du 2 mars 2027 à 03:30.');
    expect(health.getByText('Copie hors du serveur').nextSibling).toHaveTextContent(
      "Chaque nuit par e-mail à l'adresse du comité : la dernière est partie le 2 mars 2027 à 03:31.",
    );
    expect(health.getByText('Certificat HTTPS').nextSibling).toHaveTextContent("Valable jusqu'au 20 mai 2027 à 12:00.");
    expect(health.getByText('Site public').nextSibling).toHaveTextContent('Il montre ce qui est publié.');
    cleanup();

    server.use(
      http.get('*/api/server-health', () =>
        HttpResponse.json({
          data: {
            status: 'degraded',
            checks: {
              database: 'ok',
              emails: 'late',
              disk: 'full',
              backup: 'missed',
              copy: 'failed',
              certificate: 'expiring',
              upgrade: 'rolled-back',
              site: 'stale',
            },
            emails: {
              waiting: 3,
              oldestWaitingSince: '2027-03-02T08:00:00.000Z',
              lastError: '451 4.7.1 Greylisted, try again later',
              undeliverable: 0,
              refusal: null,
            },
            disk: { usedPercent: 91, limitPercent: 85 },
            backup: {
              configured: true,
              lastAt: '2027-02-27T02:30:00.000Z',
              copy: {
                by: 'e-mail',
                lastAt: '2027-02-26T02:31:00.000Z',
                filesAt: '2027-02-26T02:31:00.000Z',
                bytes: 2_400_000,
                limitBytes: 10_000_000,
                failure: { at: '2027-02-27T02:31:00.000Z', reason: 'Message size exceeds fixed maximum message size' },
              },
            },
            certificate: { validUntil: '2027-03-10T10:00:00.000Z' },
            upgrade: { rolledBack: { version: 'v2027.3', at: '2027-03-01T20:15:00.000Z' } },
            site: { builtFrom: '3f2a9c', published: '77b01e', rebuildAskedAt: '2027-03-01T20:15:00.000Z' },
          },
        }),
      ),
    );
    renderWithRouter(<Dashboard />);
    const wrong = within(await screen.findByRole('region', { name: 'Santé du serveur' }));
    expect(await wrong.findByText(/3 en attente depuis le/)).toHaveTextContent(
      "3 en attente depuis le 2 mars 2027 à 09:00 : le serveur d'envoi ne les prend pas depuis plus de 15 minutes (« 451 4.7.1 Greylisted, try again later »). Vérifiez le compte SMTP du comité.",
    );
    expect(wrong.getByText('Disque').nextSibling).toHaveTextContent(
      '91 % utilisé, au-delà de 85 % : libérez de la place avant que les inscriptions et les sauvegardes échouent.',
    );
    expect(wrong.getByText('Sauvegarde').nextSibling).toHaveTextContent(
      "La dernière date du 27 février 2027 à 03:30 : celle de la nuit n'a pas été faite. Lancez deploy/brocante backup sur le serveur et lisez ce qu'il dit.",
    );
    expect(wrong.getByText('Copie hors du serveur').nextSibling).toHaveTextContent(
      "La copie par e-mail à l'adresse du comité n'a pas quitté le serveur le 27 février 2027 à 03:31 (« Message size exceeds fixed maximum message size »). La dernière copie partie date du 26 février 2027 à 03:31. Si le serveur est perdu, les inscriptions depuis sont perdues avec lui : prévenez la personne qui a installé le serveur ; deploy/brocante status lui dit quoi faire.",
    );
    expect(wrong.getByText('Certificat HTTPS').nextSibling).toHaveTextContent(
      "Il expire le 10 mars 2027 à 11:00 et n'a pas été renouvelé : sans lui, le site ne s'ouvrira plus. Prévenez la personne qui a installé le serveur.",
    );
    expect(wrong.getByText('Mise à jour').nextSibling).toHaveTextContent(
      "La version v2027.3 n'a pas démarré le 1 mars 2027 à 21:15 : le serveur est revenu à la précédente, avec ses données, et le site marche. Prévenez la personne qui a installé le serveur ; ce message s'efface à la prochaine mise à jour réussie.",
    );
    expect(wrong.getByText('Site public').nextSibling).toHaveTextContent(
      'Il montre un contenu plus ancien que celui qui est publié (une reconstruction a échoué, ou la base a été restaurée sans lui) : prévenez la personne qui a installé le serveur ; deploy/brocante status lui dit quoi faire.',
    );
  });

  it('says at once that the mail server refuses the server, since when and with what words, and what to check', async () => {
    const refused = {
      ...HEALTHY_SERVER,
      status: 'degraded',
      checks: { ...HEALTHY_SERVER.checks, emails: 'refused' },
      emails: {
        waiting: 2,
        oldestWaitingSince: '2027-03-02T08:00:00.000Z',
        lastError: 'Invalid login: 535 5.7.8 Authentication credentials invalid',
        undeliverable: 0,
        refusal: { since: '2027-03-02T08:00:05.000Z', error: 'Invalid login: 535 5.7.8 Authentication credentials invalid' },
      },
    };
    server.use(
      http.get('*/api/dashboard', () => HttpResponse.json({ data: FIGURES })),
      http.get('*/api/server-health', () => HttpResponse.json({ data: refused })),
    );
    renderWithRouter(<Dashboard />);
    const health = within(await screen.findByRole('region', { name: 'Santé du serveur' }));
    expect(await health.findByText(/refuse le serveur/)).toHaveTextContent(
      "Le serveur d'envoi du comité refuse le serveur depuis le 2 mars 2027 à 09:00 (« Invalid login: 535 5.7.8 Authentication credentials invalid ») : 2 en attente. Vérifiez le compte SMTP du comité (adresse, port, identifiant, mot de passe) ; le comité reçoit un e-mail dès qu'ils repartent.",
    );
  });

  it('says when the files, too big for an e-mail every night, leave once a week in several', async () => {
    const weekly = {
      ...HEALTHY_SERVER,
      backup: {
        ...HEALTHY_SERVER.backup,
        copy: { ...HEALTHY_SERVER.backup.copy!, bytes: 23_400_000, filesAt: '2027-02-28T02:31:00.000Z' },
      },
    };
    server.use(
      http.get('*/api/dashboard', () => HttpResponse.json({ data: FIGURES })),
      http.get('*/api/server-health', () => HttpResponse.json({ data: weekly })),
    );
    renderWithRouter(<Dashboard />);
    const health = within(await screen.findByRole('region', { name: 'Santé du serveur' }));
    expect((await health.findByText('Copie hors du serveur')).nextSibling).toHaveTextContent(
      "La base de données part chaque nuit par e-mail à l'adresse du comité (la dernière le 2 mars 2027 à 03:31) ; avec les fichiers envoyés, la sauvegarde (23,4 Mo) dépasse ce qu'un e-mail porte (10 Mo) : les fichiers partent chaque semaine, en plusieurs e-mails (les derniers le 28 février 2027 à 03:31).",
    );
  });
});
