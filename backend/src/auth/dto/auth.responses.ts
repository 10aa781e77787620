import type { Returned } from '../../common/dto/responses';
import type { LoginService } from '../login.service';
import { USER_ROLES } from '@aspire/domain';
import { Out } from '../../common/dto/responses';
import { UserRole } from '../../users/entities/user.entity';

export class LoginResponse implements Returned<LoginService['login']> {
  /** The bearer token for the portal API. */
  @Out.text() token: string;
  @Out.text({ format: 'uuid' }) user_id: string;
}

export class AdminLoginResponse implements Returned<LoginService['adminLogin']> {
  /** The bearer token for the back-office API. */
  @Out.text() token: string;
}

export class VerifyTokenResponse {
  @Out.bool() valid: boolean;
  @Out.text({ format: 'uuid' }) userId: string;
  @Out.text({ enum: USER_ROLES }) role: UserRole;
}

export class IpResponse {
  @Out.text() ip: string;
}

export class LoginStatusResponse {
  /** Seconds before a login for this e-mail is decided again (lock or backoff); 0 when free. */
  @Out.int() waitSeconds: number;
}

export class RegisterStatusResponse {
  /** Seconds before a sign-up for this e-mail is decided again (lock or backoff); 0 when free. */
  @Out.int() waitSeconds: number;
}
