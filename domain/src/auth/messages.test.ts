import {
  GENERIC_ERROR,
  USERNAME_TAKEN,
  displayServerError,
  forgotLockedMessage,
  isSuccessMessage,
  loginLockedMessage,
  notWhitelistedMessage,
  passwordCheckLockedMessage,
  registerLockedMessage,
  resendLockedMessage,
} from './messages';

describe('message catalogue', () => {
  it('should build the lockout messages with the wait written for a reader', () => {
    expect(loginLockedMessage(900)).toBe(
      'Too many login attempts for this email. Please wait 15 minutes.',
    );
    expect(loginLockedMessage(1)).toBe(
      'Too many login attempts for this email. Please wait 1 second.',
    );
    expect(registerLockedMessage(86400)).toBe(
      'Too many registration attempts from this IP. Please wait 24 hours.',
    );
    expect(forgotLockedMessage(3600)).toBe(
      'Too many forgot password requests for this email. Please wait 60 minutes.',
    );
    expect(resendLockedMessage(12)).toBe(
      'Too many resend attempts for this email. Please wait 12 seconds.',
    );
  });

  it('should word the account dialog password check for the dialog', () => {
    expect(passwordCheckLockedMessage(1)).toBe(
      'Too many password attempts. Please wait 1 second before trying again.',
    );
  });

  it('should build the not-whitelisted message with the support address', () => {
    expect(notWhitelistedMessage('help@aspire.test')).toBe(
      'This app is currently available to selected school email addresses and by invitation only. Please contact support at help@aspire.test to have your school added.',
    );
  });

  it('should show the server text as received, except the taken username', () => {
    expect(displayServerError('Invalid email or password.', GENERIC_ERROR)).toBe(
      'Invalid email or password.',
    );
    expect(displayServerError('Username is already taken.', GENERIC_ERROR)).toBe(USERNAME_TAKEN);
    expect(USERNAME_TAKEN).toBe('This username is already taken. Please choose a different one.');
    expect(displayServerError('', GENERIC_ERROR)).toBe('Something went wrong.');
    expect(displayServerError(undefined, 'Failed to resend verification email.')).toBe(
      'Failed to resend verification email.',
    );
  });

  it('should treat every success of the catalogue, and any text saying so, as a success', () => {
    for (const message of [
      'Registration successful! Please verify your email.',
      'Verification email resent successfully. Please check your inbox.',
      'Password reset email sent successfully. Please check your inbox.',
      'Email verified successfully. You can now log in.',
      'Password reset successfully. You can now log in with your new password.',
      'Password reset successfully.',
    ]) {
      expect([message, isSuccessMessage(message)]).toEqual([message, true]);
    }
  });

  it('should treat everything else as an error', () => {
    for (const message of [
      'Invalid email or password.',
      'Please enter your password.',
      'Registration unsuccessful.',
      'Too many login attempts for this email. Please wait 2 seconds.',
      '',
    ]) {
      expect([message, isSuccessMessage(message)]).toEqual([message, false]);
    }
  });
});
