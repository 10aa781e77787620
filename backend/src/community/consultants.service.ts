import {
  cleanText,
  ConsultantsResponse,
  materialSubjectOptions,
  MyConsultantProfileResponse,
  PROFILE_SUBJECT_UNKNOWN,
  sharesSubject,
  validateConsultantProfile,
} from '@aspire/domain';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { ScoresService } from '../assessments/scores.service';
import { AuthUser, isAdmin } from '../auth/auth-user';
import { AppError } from '../common/app-error';
import { Clock } from '../common/clock';
import { Transactions } from '../database/transactions';
import { QuestionBankService } from '../questions/question-bank.service';
import { User } from '../users/entities/user.entity';
import { toConsultantProfileResponse } from './consultant-profile.response';
import { ConsultantsRepository } from './consultants.repository';
import { ConsultantProfileDto } from './dto/community.dto';
import { ConsultantProfile } from './entities/consultant-profile.entity';

/**
 * Consultant profiles: a subject consultant describes themselves and how students reach them;
 * a student sees the consultants of their school whose subjects meet their top subjects.
 */
@Injectable()
export class ConsultantsService {
  constructor(
    @InjectRepository(ConsultantProfile) private readonly profiles: Repository<ConsultantProfile>,
    private readonly rows: ConsultantsRepository,
    private readonly scores: ScoresService,
    private readonly bank: QuestionBankService,
    private readonly transactions: Transactions,
    private readonly clock: Clock,
  ) {}

  async mine(caller: AuthUser): Promise<MyConsultantProfileResponse> {
    const profile = await this.profiles.findOne({
      where: { userId: caller.id },
      relations: { user: true },
    });
    return {
      profile: profile ? toConsultantProfileResponse(profile) : null,
      subjectOptions: await this.bank.subjectNames(),
    };
  }

  /** Creates or replaces the caller's profile; texts are stored as plain text. */
  async save(caller: AuthUser, dto: ConsultantProfileDto) {
    const invalid = validateConsultantProfile(dto);
    if (invalid) throw AppError.badRequest(invalid);
    const options = await this.bank.subjectNames();
    const byKey = new Map(options.map((s) => [s.toLowerCase(), s]));
    const subjects = [...new Set(dto.subjects.map((s) => byKey.get(s.trim().toLowerCase())))];
    if (subjects.some((s) => s === undefined)) throw AppError.badRequest(PROFILE_SUBJECT_UNKNOWN);
    const values = {
      headline: cleanText(dto.headline),
      bio: cleanText(dto.bio),
      contact: cleanText(dto.contact),
      subjects: subjects as string[],
    };
    // One profile per consultant: the unique key holds it, the row lock orders the upsert.
    await this.transactions.locked(User, { id: caller.id }, async (manager) => {
      const now = this.clock.now();
      const existing = await manager.findOneBy(ConsultantProfile, { userId: caller.id });
      if (existing)
        await manager.update(ConsultantProfile, existing.id, { ...values, updatedAt: now });
      else
        await manager.insert(ConsultantProfile, {
          ...values,
          userId: caller.id,
          createdAt: now,
          updatedAt: now,
        });
    });
    return (await this.mine(caller)).profile!;
  }

  /** Students: matching consultants of their school; staff: every consultant in their scope. */
  async list(caller: AuthUser): Promise<ConsultantsResponse> {
    const student = caller.role === 'user';
    if (!isAdmin(caller) && caller.schoolId === null) return { consultants: [], matchedOn: [] };
    const profiles = await this.rows.consultants(isAdmin(caller) ? null : caller.schoolId);
    if (!student) return { consultants: profiles.map(toConsultantProfileResponse), matchedOn: [] };
    const top = materialSubjectOptions(await this.scores.topSubjects(caller.id));
    return {
      consultants: profiles
        .filter((p) => sharesSubject(p.subjects, top))
        .map(toConsultantProfileResponse),
      matchedOn: top,
    };
  }
}
