import type { Language } from '@brocante/shared';
import { api } from '../../../lib/api-client';
import { saveFile } from '../../../lib/save-file';

/** The « Dossier pour la commune » of an edition, made by the server in French or Dutch on A4 or A3, saved by the browser. */
export async function downloadCommuneFile(edition: string, language: Language, paper: 'a4' | 'a3') {
  const pdf = await api.get<Blob>(`/editions/${edition}/commune-file`, { params: { language, paper }, responseType: 'blob' });
  saveFile(pdf, `${language === 'nl' ? 'dossier-gemeente' : 'dossier-commune'}-${edition}.pdf`, 'application/pdf');
}
