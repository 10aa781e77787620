import { schoolNameKey } from '@aspire/domain';
import { Inject, Injectable } from '@nestjs/common';
import { randomBytes, randomUUID } from 'node:crypto';
import { DataSource, EntityManager } from 'typeorm';
import { PasswordService } from '../auth/password.service';
import { Clock } from '../common/clock';
import { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { SEED_LOCK, withNamedLock } from '../database/named-lock';
import { Facet } from '../questions/entities/facet.entity';
import { Question } from '../questions/entities/question.entity';
import { School } from '../schools/entities/school.entity';
import { User, usernameFields, UserRole } from '../users/entities/user.entity';
import { WhitelistEntry } from '../whitelist/entities/whitelist-entry.entity';
import { optionsFor, readSeedFile, SEED_FILES } from './question-bank';
import { SeedRepository } from './seed.repository';

export const DEMO_SCHOOL = { name: 'Demo School', domain: 'demo-school.test' };

export type DemoLogin = { email: string; role: UserRole; generatedPassword?: string };

type DemoAccount = { email: string; username: string; role: UserRole; school: boolean };
const DEMO_ACCOUNTS: (DemoAccount & { key: keyof AppConfig['seedPasswords'] })[] = [
  { key: 'admin', email: 'admin@aspire.test', username: 'admin', role: 'admin', school: false },
  {
    key: 'coordinator',
    email: 'coordinator@demo-school.test',
    username: 'demo_coordinator',
    role: 'coordinator',
    school: true,
  },
  {
    key: 'student',
    email: 'student@demo-school.test',
    username: 'demo_student',
    role: 'user',
    school: true,
  },
  // Reads only what a demo student shares with the school's careers advisers.
  {
    key: 'adviser',
    email: 'adviser@demo-school.test',
    username: 'demo_adviser',
    role: 'careers_adviser',
    school: true,
  },
];

/**
 * Loads the question bank, the demo school and the demo accounts once; safe on every start. Each
 * step looks before it writes, so instances starting at once take turns (a named lock on
 * MySQL/MariaDB): the first seeds, the others find everything there.
 */
@Injectable()
export class SeedService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly passwords: PasswordService,
    private readonly clock: Clock,
    private readonly rows: SeedRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  run(): Promise<DemoLogin[]> {
    return withNamedLock(this.dataSource, SEED_LOCK, async () => {
      await this.dataSource.transaction((manager) => this.seedQuestionBank(manager));
      // A production image makes no demo school, accounts or passwords unless asked to
      // (SEED_DEMO_ACCOUNTS=true): a printed admin password is a way in.
      if (!this.config.seedDemoAccounts) return [];
      const school = await this.dataSource.transaction((manager) => this.seedDemoSchool(manager));
      return this.seedDemoAccounts(school);
    });
  }

  private async seedQuestionBank(manager: EntityManager): Promise<void> {
    const now = this.clock.now();
    for (const name of SEED_FILES) {
      const file = readSeedFile(name);
      if (await manager.existsBy(Facet, { status: file.status })) continue;
      await manager.insert(
        Facet,
        file.facets.map((f) => ({
          status: file.status,
          name: f.name,
          category: f.category,
          subCategory: f.subCategory,
          note: f.note,
          taxonomy: f.taxonomy,
        })),
      );
      const facetIds = new Map(
        (await manager.findBy(Facet, { status: file.status })).map((f) => [f.name, f.id]),
      );
      let number = await this.rows.lastQuestionNumber(manager);
      const rows = file.facets.flatMap((facet) =>
        facet.items.map((item) => ({
          questionNumber: ++number,
          questionText: item.text,
          exampleInfo: item.exampleInfo,
          options: optionsFor(file, item),
          answerType: 'multiple-choice',
          category: facet.category,
          subCategory: facet.subCategory,
          facetId: facetIds.get(facet.name) ?? null,
          status: file.status,
          taxonomy: facet.taxonomy,
          createdAt: now,
          updatedAt: now,
        })),
      );
      // Multi-row INSERTs, chunked to stay far below any placeholder limit.
      for (let i = 0; i < rows.length; i += 200) {
        await manager.insert(Question, rows.slice(i, i + 200));
      }
    }
  }

  private async seedDemoSchool(manager: EntityManager): Promise<School> {
    let school = await manager.findOneBy(School, {
      nameKey: schoolNameKey(DEMO_SCHOOL.name),
    });
    if (!school) {
      school = await manager.save(
        manager.create(School, {
          name: DEMO_SCHOOL.name,
          nameKey: schoolNameKey(DEMO_SCHOOL.name),
          createdAt: this.clock.now(),
        }),
      );
    }
    const domain = { type: 'domain' as const, value: DEMO_SCHOOL.domain };
    if (!(await manager.existsBy(WhitelistEntry, domain))) {
      await manager.insert(WhitelistEntry, {
        ...domain,
        schoolId: school.id,
        addedBy: null,
        createdAt: this.clock.now(),
      });
    }
    return school;
  }

  private async seedDemoAccounts(school: School): Promise<DemoLogin[]> {
    const logins: DemoLogin[] = [];
    for (const account of DEMO_ACCOUNTS) {
      const users = this.dataSource.getRepository(User);
      if (await users.existsBy({ email: account.email })) {
        logins.push({ email: account.email, role: account.role });
        continue;
      }
      const configured = this.config.seedPasswords[account.key];
      // A random password that passes the password rule (docs/product/access.md), printed once at
      // first start.
      const password = configured ?? `Aa7!${randomBytes(10).toString('hex')}`;
      const now = this.clock.now();
      await users.insert({
        id: randomUUID(),
        email: account.email,
        ...usernameFields(account.username),
        passwordHash: await this.passwords.hash(password),
        age: account.role === 'user' ? 16 : 30,
        role: account.role,
        appRole: 'user',
        schoolId: account.school ? school.id : null,
        tokenVersion: 0,
        emailVerifiedAt: now,
        createdAt: now,
        updatedAt: now,
      });
      logins.push({
        email: account.email,
        role: account.role,
        generatedPassword: configured ? undefined : password,
      });
    }
    return logins;
  }
}
