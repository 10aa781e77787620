import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';

export class CheckAccessQuery {
  @IsString()
  @MaxLength(64)
  userId: string;

  @IsOptional()
  @IsIn(['Subject', 'SubjectPart3', 'Career', 'Learning'])
  assessmentType?: string;
}
