import { ASSESSMENT_TYPE_LIST, AssessmentType } from '@aspire/domain';
import {
  EnumField,
  IntField,
  NestedField,
  OpaqueObjectField,
  TextField,
  TextListField,
  UserIdField,
} from '../../common/dto/fields';
import { LENGTH, LIST_MAX, TEXT_LENGTH } from '../../database/columns';
import { ArrayMinSize } from 'class-validator';

export const SESSION_ID = /^[A-Za-z0-9_-]{8,64}$/;
export const SESSION_ID_MESSAGE = 'sessionId must be 8-64 letters, digits, "-" or "_".';
export const TYPE_MESSAGE = 'assessmentType must be Career, Subject, SubjectPart3 or Learning.';

export const AssessmentTypeField = (o: { optional?: boolean } = {}) =>
  EnumField(ASSESSMENT_TYPE_LIST, { ...o, message: TYPE_MESSAGE });

export const SessionIdField = (o: { optional?: boolean } = {}) =>
  TextField({
    ...o,
    max: LENGTH.sessionId,
    pattern: SESSION_ID,
    message: SESSION_ID_MESSAGE,
    example: 'career-1732500000000',
  });

/** Answers per batch: more than the longest instrument (85 Career items), fewer than a body limit. */
export const BATCH_MAX = 500;

export class AnswerItemDto {
  @IntField({ min: 1, message: 'Each answer needs a numeric questionId.' })
  questionId: number;

  @IntField({ min: 0, message: 'Each answer needs a whole-number score.' })
  score: number;

  /** The chosen option's position in the question's options; it must carry `score`. */
  @IntField({
    min: 0,
    max: 99,
    optional: true,
    nullable: true,
    message: 'optionIndex must be the position of an option, 0 or more.',
  })
  optionIndex?: number | null;

  /** Milliseconds since the question was shown; the server clamps it to 10 minutes. */
  @IntField({
    min: 0,
    optional: true,
    nullable: true,
    message: 'answerMs must be a whole number of milliseconds, 0 or more.',
  })
  answerMs?: number | null;

  // Sent by the portal (docs/product/assessments.md); the server takes these from the question
  // itself.
  @TextField({ max: LENGTH.name, nullable: true }) category?: string;
  @TextField({ max: LENGTH.name, nullable: true }) subCategory?: string;
  @TextField({ max: LENGTH.name, nullable: true }) facet?: string;
  @TextListField({ max: TEXT_LENGTH.tag, maxItems: LIST_MAX.taxonomy, nullable: true })
  taxonomy?: string[];
}

export class SubmitBatchDto {
  @UserIdField() userId: string;

  @AssessmentTypeField()
  assessmentType: AssessmentType;

  @SessionIdField()
  sessionId: string;

  @NestedField(() => AnswerItemDto, { maxItems: BATCH_MAX })
  @ArrayMinSize(1, { message: 'No answers provided to save.' })
  answers: AnswerItemDto[];

  /**
   * Part III and StudyStyle send a map of question id to options (the original portal's shape);
   * unused.
   */
  @OpaqueObjectField({ nullable: true })
  options?: Record<string, unknown>;
}
