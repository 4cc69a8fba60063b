import { cleanup, render, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import userEvent from '@testing-library/user-event';
import { afterEach, vi } from 'vitest';
import { CommuneFile } from '../src/features/dashboard/components/CommuneFile';
import { editionRecord } from './edition-fixtures';
import { server } from './server';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const card = () => within(screen.getByRole('region', { name: 'Dossier pour la commune' }));
const PATH = '*/api/editions/2027-04-18/insurance-certificate';
const FILED = {
  fileName: 'attestation-ethias.pdf',
  mimeType: 'application/pdf',
  size: 253_952,
  uploadedAt: '2027-03-01T09:30:00.000Z',
  uploadedBy: 'benevole@example.be',
};

describe("the insurance certificate in the commune's file", () => {
  it('files a PDF as its bytes with its name, then says what is joined, and sends none the server would refuse for its size', async () => {
    const sent: { name: string | null; type: string | null; bytes: string }[] = [];
    server.use(
      http.put(PATH, async ({ request }) => {
        sent.push({
          name: new URL(request.url).searchParams.get('name'),
          type: request.headers.get('content-type'),
          bytes: await request.text(),
        });
        return HttpResponse.json({ data: { ...FILED, size: 11 } });
      }),
    );
    render(<CommuneFile edition={editionRecord('2027-04-18')} today="2027-03-01" />);
    expect(await card().findByText("Aucune attestation n'est déposée : le dossier dira qu'elle est à joindre.")).toBeVisible();
    const input = card().getByLabelText("Déposer l'attestation");
    expect(input).toHaveAttribute('accept', '.pdf,.jpg,.jpeg,.png');
    await userEvent.upload(input, new File(['%PDF-1.7 …'], 'attestation-ethias.pdf', { type: 'application/pdf' }));
    expect(await card().findByText(/Jointe au dossier/)).toHaveTextContent(
      'Jointe au dossier : attestation-ethias.pdf (1 Ko), déposée le 1 mars 2027 à 10:30 par benevole@example.be.',
    );
    expect(sent).toEqual([{ name: 'attestation-ethias.pdf', type: 'application/octet-stream', bytes: '%PDF-1.7 …' }]);
    expect(card().getByLabelText("Remplacer l'attestation")).toBeEnabled();

    const heavy = new File(['x'], 'scan.png', { type: 'image/png' });
    Object.defineProperty(heavy, 'size', { value: 5 * 1024 * 1024 + 1 });
    await userEvent.upload(card().getByLabelText("Remplacer l'attestation"), heavy);
    expect(await card().findByRole('alert')).toHaveTextContent(/^Ce fichier dépasse 5 Mo/);
    expect(sent).toHaveLength(1);
  });

  it("says the server's refusal in its words, and removes the certificate once the volunteer confirms", async () => {
    let filed: typeof FILED | null = FILED;
    server.use(
      http.get(`${PATH}/details`, () => HttpResponse.json({ data: filed })),
      http.put(PATH, () =>
        HttpResponse.json(
          {
            data: null,
            error: {
              status: 400,
              name: 'ValidationError',
              message:
                "Ce fichier n'est ni un PDF ni une image JPEG ou PNG : déposez l'attestation d'assurance dans un de ces formats.",
              details: {},
            },
          },
          { status: 400 },
        ),
      ),
      http.delete(PATH, () => {
        filed = null;
        return HttpResponse.json({ data: null });
      }),
    );
    render(<CommuneFile edition={editionRecord('2027-04-18')} today="2027-03-01" />);
    expect(await card().findByText(/Jointe au dossier/)).toHaveTextContent('attestation-ethias.pdf (248 Ko)');
    await userEvent.upload(card().getByLabelText("Remplacer l'attestation"), new File(['<html>'], 'photo.png'));
    expect(await card().findByRole('alert')).toHaveTextContent("Ce fichier n'est ni un PDF ni une image JPEG ou PNG");
    // Still filed: the refusal changed nothing.
    expect(card().getByText(/Jointe au dossier/)).toBeVisible();

    const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    await userEvent.click(card().getByRole('button', { name: 'Retirer' }));
    expect(confirm).toHaveBeenCalledWith(
      "Retirer l'attestation « attestation-ethias.pdf » ? Le dossier dira qu'elle est à joindre.",
    );
    expect(filed).not.toBeNull();
    await userEvent.click(card().getByRole('button', { name: 'Retirer' }));
    expect(await card().findByText("Aucune attestation n'est déposée : le dossier dira qu'elle est à joindre.")).toBeVisible();
    expect(filed).toBeNull();
  });
});
