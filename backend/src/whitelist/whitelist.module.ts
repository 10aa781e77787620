import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AdminModule } from '../admin/admin.module';
import { WhitelistEntry } from './entities/whitelist-entry.entity';
import { WhitelistAdminController } from './whitelist-admin.controller';
import { WhitelistAdminService } from './whitelist-admin.service';
import { InvitationsController } from './invitations.controller';
import { InvitationsService } from './invitations.service';
import { WhitelistCheckController } from './whitelist-check.controller';
import { WhitelistManagerController } from './whitelist-manager.controller';
import { WhitelistRepository } from './whitelist.repository';
import { WhitelistService } from './whitelist.service';

@Module({
  imports: [TypeOrmModule.forFeature([WhitelistEntry]), AdminModule],
  controllers: [
    WhitelistCheckController,
    InvitationsController,
    WhitelistManagerController,
    WhitelistAdminController,
  ],
  providers: [WhitelistService, WhitelistAdminService, InvitationsService, WhitelistRepository],
  exports: [WhitelistService, TypeOrmModule],
})
export class WhitelistModule {}
