import { ApiProperty } from '@nestjs/swagger';
import { IsOptional, ValidateBy } from 'class-validator';
import {
  BoolField,
  EchoedField,
  EmptyAsNull,
  EnumField,
  IntField,
  NestedField,
  NumericText,
  TextField,
  TextListField,
} from '../../common/dto/fields';
import { INT_MAX, LENGTH, LIST_MAX, TEXT_LENGTH } from '../../database/columns';
import { QUESTION_MESSAGES, STATUSES } from '../question-input';

/**
 * An option as the form sends it. Only its form is checked here (a text that fits, a score that
 * is a number or numeric text); whether the score suits the bank is the domain rule's, with its
 * own message, in question-input.ts.
 */
export class QuestionOptionDto {
  @TextField({ max: TEXT_LENGTH.optionText, nullable: true, example: 'Very much' })
  optionText?: string;

  @ApiProperty({
    required: false,
    oneOf: [
      { type: 'integer', minimum: -INT_MAX - 1, maximum: INT_MAX },
      { type: 'string', maxLength: 16 },
    ],
    example: 5,
  })
  @IsOptional()
  @ValidateBy({
    name: 'score',
    validator: {
      validate: (v: unknown) =>
        (typeof v === 'number' && Number.isFinite(v) && Math.abs(v) <= INT_MAX) ||
        (typeof v === 'string' && v.length <= 16),
      defaultMessage: () => 'score must be a number.',
    },
  })
  score?: number | string;
}

/**
 * The admin form as sent by the back-office or the original's calls
 * (docs/product/coordinators.md, "Admins only"). Each field is typed and sized to its column here;
 * whether it is given, and the cross-field rules, are
 * checked in question-input.ts with the messages of docs/product/coordinators.md, "Admins only"
 * (the first failing field wins, in this order). Read-only fields that react-admin echoes back on
 * save are accepted and ignored.
 */
export class QuestionBodyDto {
  @NumericText()
  @IntField({ min: 1, optional: true, message: QUESTION_MESSAGES.number, example: 101 })
  question_number?: number;

  @TextField({
    max: TEXT_LENGTH.questionText,
    multiline: true,
    optional: true,
    message: QUESTION_MESSAGES.text,
  })
  question_text?: string;

  @TextField({ max: LENGTH.name, optional: true, message: QUESTION_MESSAGES.category })
  category?: string;

  @TextField({ max: LENGTH.name, optional: true, message: QUESTION_MESSAGES.subCategory })
  sub_category?: string;

  @NestedField(() => QuestionOptionDto, {
    maxItems: LIST_MAX.options,
    optional: true,
    message: QUESTION_MESSAGES.noOptions,
  })
  options?: QuestionOptionDto[];

  @EnumField(STATUSES, { optional: true, message: QUESTION_MESSAGES.status })
  status?: string;

  @TextField({ max: TEXT_LENGTH.exampleInfo, multiline: true, nullable: true })
  example_info?: string | null;

  @TextField({ max: LENGTH.code, nullable: true, example: 'multiple-choice' })
  answer_type?: string;

  /** The facet by name (within the question's bank), when facet_id is not given. */
  @TextField({ max: LENGTH.name, nullable: true })
  facet?: string | null;

  @EmptyAsNull()
  @NumericText()
  @IntField({ min: 1, nullable: true, message: 'facet_id must be a facet id.' })
  facet_id?: number | null;

  @TextListField({ max: TEXT_LENGTH.tag, maxItems: LIST_MAX.taxonomy, nullable: true })
  taxonomy?: string[];

  /**
   * On an edit: the admin says the new wording asks the same, so the next instrument version joins
   * the current norm group. Refused unless only the wording changed.
   */
  @BoolField({ optional: true })
  wording_only?: boolean;

  @EchoedField('integer') id?: number;
  @EchoedField('integer') question_id?: number;
  @EchoedField('date-time') created_at?: string;
  @EchoedField('date-time') updated_at?: string;
}
