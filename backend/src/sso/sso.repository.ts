import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, IsNull, LessThan, MoreThan, Repository, SelectQueryBuilder } from 'typeorm';
import { SchoolSsoConfig } from './entities/school-sso-config.entity';
import { SsoAttempt, SsoOutcome } from './entities/sso-attempt.entity';
import { SsoIdentity } from './entities/sso-identity.entity';

/** What the callback decided, written onto the attempt it took. */
export type Decision = {
  outcome: SsoOutcome;
  message?: string | null;
  userId?: string | null;
  email?: string | null;
  issuer?: string | null;
  subject?: string | null;
};

/**
 * The SSO module's queries. Every step of an attempt is one conditional UPDATE whose row count
 * says whether this request took it (docs/decisions/0161): fifty copies of a callback or of the
 * collection find one row to take between them, on SQLite and MariaDB alike.
 */
@Injectable()
export class SsoRepository {
  constructor(
    @InjectRepository(SchoolSsoConfig) readonly configs: Repository<SchoolSsoConfig>,
    @InjectRepository(SsoAttempt) private readonly attempts: Repository<SsoAttempt>,
    @InjectRepository(SsoIdentity) private readonly identities: Repository<SsoIdentity>,
  ) {}

  /** The enabled configurations of a provider, for finding the one that takes an address. */
  enabledConfigs(provider: SchoolSsoConfig['provider']): Promise<SchoolSsoConfig[]> {
    return this.configs.find({ where: { provider, enabled: true }, order: { id: 'ASC' } });
  }

  /** Every configuration with its school (aliases `c`, `s`), for the back-office list. */
  listConfigs(): SelectQueryBuilder<SchoolSsoConfig> {
    return this.configs.createQueryBuilder('c').leftJoinAndSelect('c.school', 's');
  }

  findConfig(id: number): Promise<SchoolSsoConfig | null> {
    return this.configs.findOneBy({ id });
  }

  async addAttempt(attempt: SsoAttempt, now: Date): Promise<void> {
    await this.attempts.insert(attempt);
    // Attempts live minutes; the ones long past their expiry go with the next sign-in.
    await this.attempts.delete({ expiresAt: LessThan(new Date(now.getTime() - 3_600_000)) });
  }

  /** Takes the attempt a callback names by its state: once, before it expires. */
  async takeReturn(stateHash: string, now: Date): Promise<SsoAttempt | null> {
    const taken = await this.attempts.update(
      { stateHash, returnedAt: IsNull(), expiresAt: MoreThan(now) },
      { returnedAt: now },
    );
    return taken.affected === 1 ? this.attempts.findOneBy({ stateHash }) : null;
  }

  async decide(id: string, decision: Decision): Promise<void> {
    await this.attempts.update(
      { id },
      {
        outcome: decision.outcome,
        message: decision.message ?? null,
        userId: decision.userId ?? null,
        email: decision.email ?? null,
        issuer: decision.issuer ?? null,
        subject: decision.subject ?? null,
      },
    );
  }

  /** The latest decided, uncollected attempt of this browser, if still fresh. */
  findDecided(browserHash: string, now: Date): Promise<SsoAttempt | null> {
    return this.attempts.findOne({
      where: { browserHash, finishedAt: IsNull(), expiresAt: MoreThan(now) },
      order: { createdAt: 'DESC' },
    });
  }

  /** Collects a decided attempt: true for exactly one caller. */
  async takeFinish(id: string, browserHash: string, now: Date, manager?: EntityManager) {
    const repository = manager ? manager.getRepository(SsoAttempt) : this.attempts;
    const taken = await repository.update(
      { id, browserHash, finishedAt: IsNull(), expiresAt: MoreThan(now) },
      { finishedAt: now },
    );
    return taken.affected === 1;
  }

  findIdentity(issuer: string, subject: string): Promise<SsoIdentity | null> {
    return this.identities.findOneBy({ issuer, subject });
  }

  async addIdentity(identity: Omit<SsoIdentity, 'id'>, manager?: EntityManager): Promise<void> {
    await (manager ?? this.identities.manager).insert(SsoIdentity, identity);
  }

  async updateIdentityEmail(id: number, email: string): Promise<void> {
    await this.identities.update({ id }, { email });
  }
}
