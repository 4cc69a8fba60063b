import { inflateSync } from 'node:zlib';

const WIN_ANSI = new TextDecoder('windows-1252');

/**
 * The text a PDF of ours shows, as a reader would find it, for the tests (the API's and the browser's): each content
 * stream inflated (or taken as it is when not compressed), the strings of its text operators put back together, one
 * line per operator: pdfkit writes the standard fonts' text as hex codes of WinAnsi (Windows-1252: the letters of
 * French and Dutch, the dashes and the quotes); other tools, as the certificate's pages joined to the commune's file,
 * a plain string shown by Tj. Not a general PDF reader.
 */
export function pdfText(pdf) {
  const lines = [];
  const source = pdf.toString('latin1');
  for (const match of source.matchAll(/stream\r?\n/g)) {
    const start = match.index + match[0].length;
    const stream = pdf.subarray(start, source.indexOf('endstream', start));
    let content;
    try {
      content = inflateSync(stream).toString('latin1');
    } catch {
      content = stream.toString('latin1'); // a stream not compressed
    }
    for (const operator of content.matchAll(/\[((?:<[0-9a-fA-F]*>|[^\]])*)\]\s*TJ|\(((?:\\.|[^\\)])*)\)\s*Tj/g))
      lines.push(
        operator[1] === undefined
          ? operator[2].replace(/\\(.)/g, '$1')
          : [...operator[1].matchAll(/<([0-9a-fA-F]*)>/g)].map(([, hex]) => WIN_ANSI.decode(Buffer.from(hex, 'hex'))).join(''),
      );
  }
  return lines.join('\n');
}

/** How many pages a PDF holds. */
export const pdfPages = (pdf) => (pdf.toString('latin1').match(/\/Type \/Page\b/g) ?? []).length;
