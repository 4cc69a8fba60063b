/** Hands the browser a file the admin made (a CSV export, a SEPA file) to save. */
export function saveFile(content: string | Blob, fileName: string, type: string) {
  const url = URL.createObjectURL(new Blob([content], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
