import type { Returned } from '../../common/dto/responses';
import type { AccountService } from '../account.service';
import { Out } from '../../common/dto/responses';
import { AppRole, UserRole } from '../entities/user.entity';
import { AdminUser } from '../users-admin.resource';
import { ROLES } from './user-changes.dto';

const APP_ROLES: AppRole[] = ['user', 'inviter', 'invitee'];

export class AdminUserResponse implements AdminUser {
  @Out.text({ format: 'uuid' }) id: string;
  @Out.text({ format: 'email' }) email: string;
  @Out.text() username: string;
  @Out.text({ enum: ROLES }) role: UserRole;
  @Out.text({ enum: APP_ROLES }) app_role: AppRole;
  @Out.int({ nullable: true }) school_id: number | null;
  @Out.text({ nullable: true }) school_name: string | null;
  @Out.int() age: number;
  @Out.bool() verified: boolean;
  @Out.date({ nullable: true }) email_verified_at: Date | null;
  /** Set while the login lockout holds. */
  @Out.date({ nullable: true }) locked_until: Date | null;
  @Out.date() created_at: Date;
}

export class ProfileResponse implements Returned<AccountService['profile']> {
  @Out.text() username: string;
  @Out.text({ format: 'email' }) email: string;
  @Out.text({ enum: ROLES }) role: UserRole;
}

export class AccountDatesResponse implements Returned<AccountService['dates']> {
  @Out.date({ nullable: true }) lastEmailChangeDate: Date | null;
  @Out.date({ nullable: true }) lastDataDownloadDate: Date | null;
  @Out.date({ nullable: true }) lastUsernameChangeDate: Date | null;
}

export class PasswordCheckResponse implements Returned<AccountService['verifyPassword']> {
  @Out.bool() isValid: boolean;
}

export class UsernameChangedResponse implements Returned<AccountService['updateUsername']> {
  @Out.text() username: string;
  @Out.date() lastUsernameChangeDate: Date;
}

export class AppRoleResponse implements Returned<AccountService['appRole']> {
  @Out.text({ enum: APP_ROLES }) app_role: AppRole;
  @Out.date({ nullable: true }) last_team_participation: Date | null;
  /** Until when the student's Enrich+ access is restricted. */
  @Out.date({ nullable: true }) restriction_until: Date | null;
}

/** `{}`: the event was stored. */
export class EmptyResponse {}
