import { Injectable, OnModuleInit } from '@nestjs/common';
import { CheckAccessService } from '../assessments/access/check-access.service';

/**
 * Both community pages open to every signed-in user and receive the role
 * (docs/product/access.md, "Checked pages").
 */
@Injectable()
export class CommunityAccessRules implements OnModuleInit {
  constructor(private readonly access: CheckAccessService) {}

  onModuleInit(): void {
    for (const route of ['social-feed', 'consultant-profile'] as const) {
      this.access.register(route, ({ user }) => ({ access: true, role: user.role }));
    }
  }
}
