import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AdminModule } from '../admin/admin.module';
import { WhitelistEntry } from './entities/whitelist-entry.entity';
import { WhitelistAdminController } from './whitelist-admin.controller';
import { WhitelistAdminService } from './whitelist-admin.service';
import { InvitationsController } from './invitations.controller';
import { InvitationsService } from './invitations.service';
import { WhitelistCheckController } from './whitelist-check.controller';
import { WhitelistSpecController } from './whitelist-spec.controller';
import { WhitelistService } from './whitelist.service';

@Module({
  imports: [TypeOrmModule.forFeature([WhitelistEntry]), AdminModule],
  controllers: [
    WhitelistCheckController,
    InvitationsController,
    WhitelistSpecController,
    WhitelistAdminController,
  ],
  providers: [WhitelistService, WhitelistAdminService, InvitationsService],
  exports: [WhitelistService],
})
export class WhitelistModule {}
