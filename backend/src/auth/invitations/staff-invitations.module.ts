import { Module } from '@nestjs/common';
import { SchoolsModule } from '../../schools/schools.module';
import { AuthModule } from '../auth.module';
import { StaffInvitationService } from './staff-invitation.service';
import { StaffInvitationsController } from './staff-invitations.controller';

/** Staff invitations: AuthModule's accounts and links, the schools they are invited for. */
@Module({
  imports: [AuthModule, SchoolsModule],
  controllers: [StaffInvitationsController],
  providers: [StaffInvitationService],
})
export class StaffInvitationsModule {}
