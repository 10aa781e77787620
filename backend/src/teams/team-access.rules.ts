import { PAST_CHALLENGES_LOCKED } from '@aspire/domain';
import { Injectable, OnModuleInit } from '@nestjs/common';
import { CheckAccessService } from '../assessments/access/check-access.service';
import { isAdmin } from '../auth/auth-user';
import { TeamReadsService } from './team-reads.service';

/** /past-challenges opens once the student took part in a submitted challenge (admins always). */
@Injectable()
export class TeamAccessRules implements OnModuleInit {
  constructor(
    private readonly access: CheckAccessService,
    private readonly reads: TeamReadsService,
  ) {}

  onModuleInit(): void {
    this.access.register('past-challenges', async ({ user }) =>
      isAdmin(user) || (await this.reads.hasPastChallenges(user.id))
        ? { access: true }
        : { access: false, error: PAST_CHALLENGES_LOCKED },
    );
  }
}
