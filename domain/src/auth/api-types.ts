import type { RetentionDays } from '../privacy/retention';
/**
 * Payloads and responses of the sign-in, registration and reset calls, as the portal and the server
 * exchange them.
 */
import type { AssessmentType } from './routes';

export type LoginPayload = { email: string; password: string };
export type LoginResponse = { token: string; user_id: string };
/** Seconds before a login for the e-mail is decided again; 0 when free. */
export type LoginStatusResponse = { waitSeconds: number };
/** Seconds before a sign-up for the e-mail is decided again; 0 when free. */
export type RegisterStatusResponse = { waitSeconds: number };
export type MessageResponse = { message: string };
export type ErrorResponse = { error: string };
export type EmailPayload = { email: string };
export type WhitelistCheckResponse = { isWhitelisted: boolean };
export type ResetPasswordPayload = { email: string; token: string; newPassword: string };
export type VerifyTokenResponse = { valid: boolean; userId?: string; role?: string };
export type CheckAccessQuery = { userId: string; assessmentType?: AssessmentType };
export type CheckAccessResponse = { access: boolean; error?: string | null };
export type IpResponse = { ip: string };

/** GET /api/config: public links and names the screens show (docs/product/access.md). */
export type PublicConfig = {
  supportEmail: string;
  providerUrl: string;
  websiteUrl: string;
  termsUrl: string;
  privacyUrl: string;
  cookiesUrl: string;
  productName: string;
  /** the question bank's edition, printed on reports */
  assessmentVersion: string;
  /** how long things are kept, shown on the privacy page */
  retention: RetentionDays;
};

/** A line of an uploaded CSV that was not taken, and why. */
export type RejectedLine = { line: number; value: string; reason: string };

/** POST /api/admin/whitelist/import: entries added, lines already present, lines refused. */
export type WhitelistImportResult = { added: number; skipped: number; rejected: RejectedLine[] };
