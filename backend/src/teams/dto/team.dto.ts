import {
  EMAIL_MAX,
  TEAM_ANSWER_MAX_CHARS,
  TEAM_MAX_INVITATIONS,
  TEAM_SELECT_SUBJECT,
  TEAM_SUBJECT_MAX,
  validateTeamAnswer,
} from '@aspire/domain';
import { ArrayMinSize } from 'class-validator';
import {
  EnumField,
  IntField,
  NestedField,
  RuleField,
  TextField,
  TextListField,
  UserIdField,
} from '../../common/dto/fields';
import { LENGTH } from '../../database/columns';

const TaskIdField = () => TextField({ max: LENGTH.uuid, format: 'uuid' });

export class InviteDto {
  @UserIdField() userId: string;

  /**
   * One or two friends; each is checked by the service
   * (docs/product/dashboard.md, "Team Challenge").
   */
  @TextListField({ maxItems: TEAM_MAX_INVITATIONS, max: EMAIL_MAX })
  @ArrayMinSize(1, { message: 'Please enter a valid email address.' })
  emails: string[];

  @TextField({ max: TEAM_SUBJECT_MAX, message: TEAM_SELECT_SUBJECT, example: 'Physics' })
  subject: string;
}

export class UserIdQuery {
  @UserIdField() userId: string;
}

export class TaskIdQuery {
  @TaskIdField() taskId: string;
}

export class InvitationActionDto {
  @TaskIdField() invitationId: string;
  @EnumField(['accept', 'decline']) action: 'accept' | 'decline';
  @UserIdField() userId: string;
}

export class ValidateInvitationDto {
  @UserIdField() userId: string;
  @TaskIdField() invitationId: string;
  /** The portal's list; the server compares its own record of the student's top subjects. */
  @TextListField({ maxItems: 50, max: LENGTH.name, optional: true }) topSubjects?: string[];
}

class GeneratePayloadDto {
  @TextField({ max: TEAM_SUBJECT_MAX }) subject: string;
  /** The portal's prompt; the server builds its own from the task's subject. */
  @TextField({ max: 4000, multiline: true, nullable: true }) prompt?: string;
}

export class GenerateTaskDto {
  @UserIdField() userId: string;
  @NestedField(() => GeneratePayloadDto, { optional: true }) payload?: GeneratePayloadDto;
}

export class TeamAnswerDto {
  @UserIdField() userId: string;
  @TaskIdField() taskId: string;

  @RuleField((v) => validateTeamAnswer(v, 'submit'), {
    type: String,
    minLength: 1,
    maxLength: TEAM_ANSWER_MAX_CHARS,
    description: 'At most 150 words and 1000 characters.',
  })
  answerText: string;
}

export class SubmitChallengeDto {
  @UserIdField() userId: string;
}

export class MarkReadDto {
  @UserIdField() userId: string;

  /** One notification; left out, every notification of the student is marked read. */
  @IntField({ min: 1, optional: true }) id?: number;
}
