import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AdminModule } from '../admin/admin.module';
import { WhitelistEntry } from './entities/whitelist-entry.entity';
import { WhitelistAdminController } from './whitelist-admin.controller';
import { WhitelistAdminService } from './whitelist-admin.service';
import { WhitelistCheckController } from './whitelist-check.controller';
import { WhitelistSpecController } from './whitelist-spec.controller';
import { WhitelistService } from './whitelist.service';

@Module({
  imports: [TypeOrmModule.forFeature([WhitelistEntry]), AdminModule],
  controllers: [WhitelistCheckController, WhitelistSpecController, WhitelistAdminController],
  providers: [WhitelistService, WhitelistAdminService],
  exports: [WhitelistService],
})
export class WhitelistModule {}
