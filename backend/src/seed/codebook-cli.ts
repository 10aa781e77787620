import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { codebookOfSeedFiles } from './codebook';

/** `npm run codebook`: writes docs/codebook.md from the seed bank. */
const target = join(__dirname, '..', '..', '..', 'docs', 'codebook.md');
writeFileSync(target, codebookOfSeedFiles());
console.log(`wrote ${target}`);
