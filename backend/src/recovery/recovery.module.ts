import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AdminModule } from '../admin/admin.module';
import { AuthModule } from '../auth/auth.module';
import { RecoveryCode } from './entities/recovery-code.entity';
import { RecoveryAdminController, RecoveryController } from './recovery.controller';
import { RecoveryRepository } from './recovery.repository';
import { RecoveryService } from './recovery.service';

/** Recovery codes for students who cannot reach their school mailbox. */
@Module({
  imports: [AdminModule, AuthModule, TypeOrmModule.forFeature([RecoveryCode])],
  controllers: [RecoveryAdminController, RecoveryController],
  providers: [RecoveryRepository, RecoveryService],
  exports: [RecoveryService],
})
export class RecoveryModule {}
