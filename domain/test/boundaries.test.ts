import { lint, runLintProbes } from './lint-probe';

/** The layer rules of eslint.config.mjs are on and can fail. */
const domainFile = 'domain/src/auth/boundary-probe.ts';
const featureFile = 'portal/src/features/reports/components/boundary-probe.ts';
const outOfDomain = lint(
  domainFile,
  "import { AppModule } from '../../../backend/src/app.module';\nexport const probe = AppModule;\n",
);
const packageInDomain = lint(domainFile, "export * from '@aspire/portal';\n");
const withinDomain = lint(
  domainFile,
  "import { ACCESS_ROUTES } from './routes';\nexport const probe = ACCESS_ROUTES;\n",
);
const portalToBackend = lint(
  'portal/src/lib/boundary-probe.ts',
  "import { AppModule } from '../../../backend/src/app.module';\nexport const probe = AppModule;\n",
);
const backofficeToBackend = lint(
  'backoffice/src/boundary-probe.ts',
  "import { AppModule } from '../../backend/src/app.module';\nexport const probe = AppModule;\n",
);
const featureInternals = lint(
  featureFile,
  "import { useUser } from '../../account/api/get-user';\nexport const probe = useUser;\n",
);
const featureIndex = lint(
  featureFile,
  "import { useUser } from '../../account';\nexport const probe = useUser;\n",
);

beforeAll(runLintProbes, 120_000);

describe('layer boundaries (eslint)', () => {
  it('refuses a relative import out of domain/ into the backend', () => {
    expect(outOfDomain()).toEqual([expect.stringContaining('domain/ imports nothing of ours')]);
  });

  it('refuses a package import of another workspace from domain/', () => {
    expect(packageInDomain()).toEqual([expect.stringContaining('domain/ imports nothing of ours')]);
  });

  it('lets domain/ import its own files', () => {
    expect(withinDomain()).toEqual([]);
  });

  it('refuses the portal and the back-office importing the backend', () => {
    expect(portalToBackend()).toEqual([expect.stringContaining('never by import')]);
    expect(backofficeToBackend()).toEqual([expect.stringContaining('never by import')]);
  });

  it("refuses a portal feature importing another feature's internals, not its index", () => {
    expect(featureInternals()).toEqual([
      expect.stringContaining('may use feature "account" only through its index.ts'),
    ]);
    expect(featureIndex()).toEqual([]);
  });
});
