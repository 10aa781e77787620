import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { WhitelistEntry } from './entities/whitelist-entry.entity';
import { WhitelistCheckController } from './whitelist-check.controller';
import { WhitelistService } from './whitelist.service';

@Module({
  imports: [TypeOrmModule.forFeature([WhitelistEntry])],
  controllers: [WhitelistCheckController],
  providers: [WhitelistService],
  exports: [WhitelistService],
})
export class WhitelistModule {}
