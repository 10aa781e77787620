import { lint, runLintProbes } from '../../../domain/test/lint-probe';

/**
 * The backend's layers (docs/architecture.md, "Backend layers") are a lint rule that can fail:
 * each snippet is linted as if it were a file in the folder it names.
 */
const probe = (at: string, from: string, name: string) =>
  lint(`backend/src/${at}`, `import { ${name} } from '${from}';\nexport const probe = ${name};\n`);

const authToUsers = probe('auth/layer-probe.ts', '../users/account.service', 'AccountService');
const authToReports = probe('auth/layer-probe.ts', '../reports/reports.service', 'ReportsService');
const whitelistToUsers = probe('whitelist/layer-probe.ts', '../users/users.module', 'UsersModule');
const mailToAuth = probe('mail/layer-probe.ts', '../auth/login.service', 'LoginService');
const commonToApp = probe('common/layer-probe.ts', '../app.module', 'AppModule');
const assessmentsToUsers = probe(
  'assessments/layer-probe.ts',
  '../users/account.service',
  'AccountService',
);
const assessmentsToPsychometrics = probe(
  'assessments/layer-probe.ts',
  '../psychometrics/norms.service',
  'NormsService',
);
const usersToAuth = probe('users/layer-probe.ts', '../auth/login.service', 'LoginService');
const authToUserEntity = probe('auth/layer-probe.ts', '../users/entities/user.entity', 'User');
const mailToAccessVocabulary = probe(
  'mail/layer-probe.ts',
  '../auth/decorators/auth.decorator',
  'Auth',
);
const psychometricsToAssessments = probe(
  'psychometrics/layer-probe.ts',
  '../assessments/progress.service',
  'ProgressService',
);

beforeAll(runLintProbes, 120_000);

describe('backend layers (eslint)', () => {
  it('refuses a lower layer importing a higher one', () => {
    expect(authToUsers()).toEqual([expect.stringContaining('lower layer than users/')]);
    expect(authToReports()).toEqual([expect.stringContaining('lower layer than reports/')]);
    expect(whitelistToUsers()).toEqual([expect.stringContaining('lower layer than users/')]);
    expect(mailToAuth()).toEqual([expect.stringContaining('lower layer than auth/')]);
    expect(commonToApp()).toEqual([expect.stringContaining("application's root files")]);
  });

  it('refuses the reverse direction of an ordered pair in the feature layer', () => {
    expect(assessmentsToUsers()).toEqual([
      expect.stringContaining('assessments/ is used by users/'),
    ]);
    expect(assessmentsToPsychometrics()).toEqual([
      expect.stringContaining('assessments/ is used by psychometrics/'),
    ]);
  });

  it('lets a higher layer import a lower one, and any layer an entity or the access vocabulary', () => {
    expect(usersToAuth()).toEqual([]);
    expect(psychometricsToAssessments()).toEqual([]);
    expect(authToUserEntity()).toEqual([]);
    expect(mailToAccessVocabulary()).toEqual([]);
  });
});
