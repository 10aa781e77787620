import { Out } from '../../common/dto/responses';

export class SsoStartResponse {
  /** The provider's authorization URL: the browser goes there next. */
  @Out.text({ format: 'uri' }) url: string;
}

/** A collected sign-in: a session (`token`), or the registration step (`email`). */
export class SsoFinishResponse {
  @Out.text({ enum: ['signed-in', 'register'] }) status: 'signed-in' | 'register';
  @Out.text({ optional: true }) token?: string;
  @Out.text({ optional: true, format: 'uuid' }) user_id?: string;
  /** register: the verified address the account will have. */
  @Out.text({ optional: true }) email?: string;
}

export class SsoSignedInResponse {
  @Out.text({ enum: ['signed-in'] }) status: 'signed-in';
  @Out.text() token: string;
  @Out.text({ format: 'uuid' }) user_id: string;
}
