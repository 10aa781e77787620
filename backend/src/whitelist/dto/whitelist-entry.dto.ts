import { Allow, IsIn, IsInt, IsOptional, IsString, MaxLength } from 'class-validator';

/** Shape only; the spec 000 §5 rules (trim, format, messages) run in whitelist-rules.ts. */
export class WhitelistEntryDto {
  @IsIn(['domain', 'email'], { message: 'Type must be "domain" or "email".' })
  type: 'domain' | 'email';

  @IsString({ message: 'Please enter a value' })
  @MaxLength(254)
  value: string;
}

export class CreateWhitelistEntryDto extends WhitelistEntryDto {
  @IsOptional()
  @IsInt()
  school_id?: number | null;
}

/** react-admin sends the whole record back on save; only school_id can change. */
export class UpdateWhitelistEntryDto {
  @IsOptional()
  @IsInt()
  school_id?: number | null;

  @Allow() id?: unknown;
  @Allow() type?: unknown;
  @Allow() value?: unknown;
  @Allow() school_name?: unknown;
  @Allow() added_by?: unknown;
  @Allow() created_at?: unknown;
}

export class ImportWhitelistDto {
  @IsString()
  @MaxLength(2_000_000)
  csv: string;

  @IsOptional()
  @IsInt()
  school_id?: number | null;
}
