import { normaliseEmail } from '@aspire/domain';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, In, Repository } from 'typeorm';
import { WhitelistEntry } from './entities/whitelist-entry.entity';

@Injectable()
export class WhitelistService {
  constructor(
    @InjectRepository(WhitelistEntry) private readonly entries: Repository<WhitelistEntry>,
  ) {}

  /**
   * The entry that lets this address register: the address itself (staff-added or a friend's
   * invitation) or its domain. Values are stored lower-case, so the match is case-insensitive.
   */
  async findMatch(
    email: string,
    manager: EntityManager = this.entries.manager,
  ): Promise<WhitelistEntry | null> {
    const address = normaliseEmail(email);
    const domain = address.slice(address.lastIndexOf('@') + 1);
    const matches = await manager.find(WhitelistEntry, {
      where: [
        { type: 'email', value: address },
        { type: 'domain', value: In([domain]) },
      ],
    });
    // An address entry wins: it may carry the inviting student's school.
    return matches.find((m) => m.type === 'email') ?? matches[0] ?? null;
  }
}
