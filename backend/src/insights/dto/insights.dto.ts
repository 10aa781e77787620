import { IsISO8601, IsOptional, IsString, MaxLength } from 'class-validator';

export class GenerateInsightsDto {
  @IsString() @MaxLength(64) userId: string;
  /** The portal's compact profile text; the server rebuilds its own from stored scores. */
  @IsOptional() @IsString() @MaxLength(4000) prompt?: string;
}

export class SaveInsightsDto {
  @IsString() @MaxLength(64) userId: string;
  @IsString() @MaxLength(20000) insights: string;
  @IsOptional() @IsISO8601() generationDate?: string;
}
