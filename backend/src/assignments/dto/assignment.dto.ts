import { ASSESSMENT_TYPE_LIST, ASSIGNMENT_MESSAGE_MAX, type AssessmentType } from '@aspire/domain';
import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsIn, IsOptional } from 'class-validator';
import { LENGTH } from '../../database/columns';
import { DateTimeField, IntField, NumericText, TextField } from '../../common/dto/fields';
import { SchoolIdField } from '../../whitelist/dto/whitelist-entry.dto';

export const CHOOSE_SCOPE = 'Choose a year group or a class.';
export const DUE_IN_FUTURE = 'The due date must be in the future.';
export const NO_STUDENTS_IN_SCOPE =
  'No students of the school are in this year group and class: check the year group and class.';

/** The assessments an assignment asks for: one to all four, each named by its type. */
function AssessmentTypesField(o: { optional?: boolean; example?: AssessmentType[] } = {}) {
  return applyDecorators(
    ApiProperty({
      type: 'array',
      items: { type: 'string', enum: [...ASSESSMENT_TYPE_LIST] },
      required: !o.optional,
      minItems: 1,
      maxItems: ASSESSMENT_TYPE_LIST.length,
      example: o.example,
    }),
    ...(o.optional ? [IsOptional()] : []),
    IsArray(),
    ArrayMinSize(1, { message: 'Choose at least one assessment.' }),
    ArrayMaxSize(ASSESSMENT_TYPE_LIST.length),
    IsIn([...ASSESSMENT_TYPE_LIST], { each: true }),
  );
}

/** Whom an assignment is for: a year group, a class, or both. */
class AssignmentScopeDto {
  @TextField({ max: LENGTH.rosterGroup, optional: true, nullable: true, example: 'Year 12' })
  year_group?: string | null;

  @TextField({ max: LENGTH.rosterGroup, optional: true, nullable: true, example: '12B' })
  class_name?: string | null;
}

/** A new assignment: what to complete, by whom (year group and/or class), by when. */
export class CreateAssignmentDto extends AssignmentScopeDto {
  @AssessmentTypesField({ example: ['Career'] })
  assessment_types: AssessmentType[];

  @DateTimeField({ example: '2026-12-12T17:00:00.000Z' })
  due_at: string;

  @TextField({ max: ASSIGNMENT_MESSAGE_MAX, optional: true, nullable: true, multiline: true })
  message?: string | null;

  /** Admins name the school; a coordinator's is always their own. */
  @SchoolIdField()
  school_id?: number | null;
}

/**
 * A change to an assignment: its assessments, scope, due date (extend it) or message. The school
 * never changes; react-admin's edit form sends only these fields.
 */
export class UpdateAssignmentDto extends AssignmentScopeDto {
  @AssessmentTypesField({ optional: true })
  assessment_types?: AssessmentType[];

  @DateTimeField({ optional: true, example: '2026-12-19T17:00:00.000Z' })
  due_at?: string;

  @TextField({ max: ASSIGNMENT_MESSAGE_MAX, optional: true, nullable: true, multiline: true })
  message?: string | null;
}

/** An assignment being made, checked before it is saved: nothing is written. */
export class CheckAssignmentDto extends AssignmentScopeDto {
  @AssessmentTypesField({ example: ['Learning'] })
  assessment_types: AssessmentType[];

  @SchoolIdField()
  school_id?: number | null;
}

/** The school whose year groups and classes to list (admins; a coordinator's is their own). */
export class GroupsQuery {
  @NumericText()
  @IntField({ min: 1, optional: true, example: 1 })
  school_id?: number;
}
