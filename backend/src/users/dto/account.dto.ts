import { IsArray, IsNumber, IsString, MaxLength, ValidateNested } from 'class-validator';
import { Type } from 'class-transformer';
import { Rule } from '../../auth/dto/rule.decorator';

const required = (message: string) => (v: unknown) =>
  typeof v === 'string' && v.trim().length > 0 ? null : message;

/** spec 002 §5: 3 to 50 characters (and, as at registration, letters, digits, underscore). */
const username = (v: unknown) => {
  if (typeof v !== 'string' || !v.trim()) return 'New username is required.';
  if (v.length < 3 || v.length > 50) return 'Username must be between 3 and 50 characters.';
  return /^[A-Za-z0-9_]+$/.test(v)
    ? null
    : 'Username may contain only letters, numbers, or underscores.';
};

const email = (v: unknown) => {
  if (typeof v !== 'string' || !v.trim()) return 'New email is required.';
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v.trim()) && v.length <= 254
    ? null
    : 'Invalid email format.';
};

export class VerifyPasswordDto {
  @IsString() @MaxLength(64) userId: string;
  @Rule(required('Password is required.')) @MaxLength(1024) password: string;
}

export class UpdateUsernameDto {
  @IsString() @MaxLength(64) userId: string;
  @Rule(username) username: string;
}

export class ChangeEmailDto {
  @IsString() @MaxLength(64) userId: string;
  @Rule(email) newEmail: string;
}

export class InviteEmailDto {
  @Rule((v) => (email(v) === null ? null : 'Invalid email format.')) email: string;
}

class TopSubjectDto {
  @IsString() @MaxLength(200) subject: string;
  @IsNumber() averageScore: number;
}

export class SaveTopSubjectsDto {
  @IsArray()
  @ValidateNested({ each: true })
  @Type(() => TopSubjectDto)
  topSubjects: TopSubjectDto[];
}
