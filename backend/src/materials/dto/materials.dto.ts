import {
  MATERIAL_SUBJECT_MAX,
  MATERIAL_TITLE_MAX,
  MATERIAL_URL_MAX,
  MATERIALS_PER_SET,
} from '@aspire/domain';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsISO8601,
  IsOptional,
  IsString,
  IsUrl,
  MaxLength,
  ValidateNested,
} from 'class-validator';

class MaterialsRequestDto {
  /** Checked by the service, so an empty choice answers the spec's "Please select a subject." */
  @IsString() @MaxLength(MATERIAL_SUBJECT_MAX) subject: string;
  /** The portal's prompt; the server builds its own from the subject. */
  @IsOptional() @IsString() @MaxLength(4000) prompt?: string;
}

export class GenerateMaterialsDto {
  @IsString() @MaxLength(64) userId: string;
  @ValidateNested() @Type(() => MaterialsRequestDto) payload: MaterialsRequestDto;
}

/** Admin auto-generation: the subject defaults to the student's first top subject. */
export class AutoGenerateMaterialsDto {
  @IsOptional() @IsString() @MaxLength(MATERIAL_SUBJECT_MAX) subject?: string;
  @IsOptional() @IsString() @MaxLength(4000) prompt?: string;
}

class MaterialLinkDto {
  @IsString() @MaxLength(MATERIAL_TITLE_MAX) title: string;
  @IsUrl({ protocols: ['http', 'https'], require_protocol: true })
  @MaxLength(MATERIAL_URL_MAX)
  url: string;
}

export class SaveMaterialsDto {
  @IsString() @MaxLength(64) userId: string;
  @IsString() @MaxLength(MATERIAL_SUBJECT_MAX) subject: string;
  @IsArray()
  @ArrayMaxSize(MATERIALS_PER_SET)
  @ValidateNested({ each: true })
  @Type(() => MaterialLinkDto)
  materials: MaterialLinkDto[];
  @IsOptional() @IsISO8601() generationDate?: string;
}

export class MaterialCompletionDto {
  @IsString() @MaxLength(64) userId: string;
  @IsBoolean() completed: boolean;
}
