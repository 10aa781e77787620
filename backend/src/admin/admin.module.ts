import { Module } from '@nestjs/common';
import { AdminListService } from './admin-list.service';

/** The react-admin plumbing each feature's admin controller uses. */
@Module({ providers: [AdminListService], exports: [AdminListService] })
export class AdminModule {}
