// Prints the text of the PDF read from standard input. pdf.js (inside pdf-parse) loads its
// worker with a dynamic import, which Jest's module loader cannot run, so tests call this script
// in a Node process of its own (support/sharing.ts, pdfText).
const { PDFParse } = require('pdf-parse');

const chunks = [];
process.stdin.on('data', (chunk) => chunks.push(chunk));
process.stdin.on('end', async () => {
  const parser = new PDFParse({ data: new Uint8Array(Buffer.concat(chunks)) });
  try {
    process.stdout.write((await parser.getText()).text);
  } finally {
    await parser.destroy();
  }
});
