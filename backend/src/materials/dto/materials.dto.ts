import {
  MATERIAL_SUBJECT_MAX,
  MATERIAL_TITLE_MAX,
  MATERIAL_URL_MAX,
  MATERIALS_PER_SET,
  MATERIALS_SELECT_SUBJECT,
} from '@aspire/domain';
import { IsUrl } from 'class-validator';
import {
  BoolField,
  DateTimeField,
  NestedField,
  TextField,
  UserIdField,
} from '../../common/dto/fields';

class MaterialsRequestDto {
  /** Checked by the service, so an empty choice answers the spec's "Please select a subject." */
  @TextField({ max: MATERIAL_SUBJECT_MAX, example: 'Computer Science' }) subject: string;
  /** The portal's prompt; the server builds its own from the subject. */
  @TextField({ max: 4000, multiline: true, nullable: true }) prompt?: string;
}

export class GenerateMaterialsDto {
  @UserIdField() userId: string;
  /** Missing, or not an object (`[]`, a text): no subject was chosen. */
  @NestedField(() => MaterialsRequestDto, { message: MATERIALS_SELECT_SUBJECT })
  payload: MaterialsRequestDto;
}

/** Admin auto-generation: the subject defaults to the student's first top subject. */
export class AutoGenerateMaterialsDto {
  @TextField({ max: MATERIAL_SUBJECT_MAX, nullable: true }) subject?: string;
  @TextField({ max: 4000, multiline: true, nullable: true }) prompt?: string;
}

class MaterialLinkDto {
  @TextField({ max: MATERIAL_TITLE_MAX }) title: string;

  @TextField({ max: MATERIAL_URL_MAX, format: 'uri', example: 'https://example.org/course' })
  @IsUrl({ protocols: ['http', 'https'], require_protocol: true })
  url: string;
}

export class SaveMaterialsDto {
  @UserIdField() userId: string;
  @TextField({ max: MATERIAL_SUBJECT_MAX }) subject: string;
  @NestedField(() => MaterialLinkDto, { maxItems: MATERIALS_PER_SET }) materials: MaterialLinkDto[];
  @DateTimeField({ nullable: true }) generationDate?: string;
}

export class MaterialCompletionDto {
  @UserIdField() userId: string;
  @BoolField() completed: boolean;
}
