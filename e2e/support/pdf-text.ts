import { readFile } from 'node:fs/promises';
import { PDFParse } from 'pdf-parse';

/** The text of a downloaded PDF, as a reader's "find" would search it (pdf.js, via pdf-parse). */
export async function pdfText(path: string): Promise<string> {
  const parser = new PDFParse({ data: new Uint8Array(await readFile(path)) });
  try {
    return (await parser.getText()).text;
  } finally {
    await parser.destroy();
  }
}
