export function pdfText(pdf: Buffer): string;
export function pdfPages(pdf: Buffer): number;
