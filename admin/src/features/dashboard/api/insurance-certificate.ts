import type { InsuranceCertificate } from '@brocante/shared';
import { api } from '../../../lib/api-client';
import { saveFile } from '../../../lib/save-file';

const certificatePath = (edition: string) => `/editions/${edition}/insurance-certificate`;

export async function certificateDetails(edition: string): Promise<InsuranceCertificate | null> {
  return (await api.get<{ data: InsuranceCertificate | null }>(`${certificatePath(edition)}/details`)).data;
}

/** Files (or replaces) the certificate: the file's bytes as they are, its name beside them; the server tells its type. */
export async function uploadCertificate(edition: string, file: File): Promise<InsuranceCertificate> {
  const answer = await api.put<{ data: InsuranceCertificate }, File>(certificatePath(edition), file, {
    params: { name: file.name },
    headers: { 'content-type': 'application/octet-stream' },
  });
  return answer.data;
}

export async function removeCertificate(edition: string): Promise<void> {
  await api.delete(certificatePath(edition));
}

/** The certificate as it was filed, saved by the browser under its name. */
export async function downloadCertificate(edition: string, { fileName, mimeType }: InsuranceCertificate) {
  saveFile(await api.get<Blob>(certificatePath(edition), { responseType: 'blob' }), fileName, mimeType);
}
