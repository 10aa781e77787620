import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AssignmentRemindersService } from './assignment-reminders.service';
import { AssignmentsAdminController, MyAssignmentsController } from './assignments.controller';
import { AssignmentsRepository } from './assignments.repository';
import { AssignmentsService } from './assignments.service';
import { AssignmentReminder } from './entities/assignment-reminder.entity';
import { Assignment } from './entities/assignment.entity';

/** Assignments with deadlines and their reminder job. */
@Module({
  imports: [TypeOrmModule.forFeature([Assignment, AssignmentReminder])],
  controllers: [AssignmentsAdminController, MyAssignmentsController],
  providers: [AssignmentsRepository, AssignmentsService, AssignmentRemindersService],
  exports: [AssignmentsService, AssignmentRemindersService],
})
export class AssignmentsModule {}
