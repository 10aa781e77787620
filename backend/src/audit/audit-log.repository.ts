import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository, SelectQueryBuilder } from 'typeorm';
import { AuditLog } from './entities/audit-log.entity';

/** The audit trail's reads for the back-office (rows are written by AuditService). */
@Injectable()
export class AuditLogRepository {
  constructor(@InjectRepository(AuditLog) private readonly logs: Repository<AuditLog>) {}

  /** Every row (alias `a`), for the back-office list to scope, sort, filter and page. */
  list(): SelectQueryBuilder<AuditLog> {
    return this.logs.createQueryBuilder('a');
  }
}
