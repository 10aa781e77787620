import { ApiError } from '../../../api/api-client';
import { performErrorMessage, verifyErrorMessage } from './action-errors';
import {
  cleanActionInput,
  liveEmailHint,
  validateAccountPassword,
  validateActionInput,
} from './validate-action';

describe('account validation', () => {
  it.each([
    ['username', '', 'New username is required.'],
    ['username', 'ab', 'Username must be between 3 and 50 characters.'],
    ['username', 'a'.repeat(51), 'Username must be between 3 and 50 characters.'],
    ['username', 'bad name', 'Username may contain only letters, numbers, or underscores.'],
    ['username', 'new_name_1', null],
    ['email', '', 'New email is required.'],
    ['email', 'not-an-email', 'Please enter a valid email address.'],
    ['email', 'ada@school.edu', null],
    ['invite', '', 'Please enter a valid email address.'],
    ['invite', 'friend@', 'Please enter a valid email address.'],
    ['invite', 'friend@school.edu', null],
    ['download', '', null],
    ['delete', '', null],
  ] as const)('should check %s %p → %p', (action, value, expected) => {
    expect(validateActionInput(action, value)).toBe(expected);
  });

  it('should require the password', () => {
    expect(validateAccountPassword('')).toBe('Password is required.');
    expect(validateAccountPassword('x')).toBeNull();
  });

  it('should trim and lower-case e-mails and strip tags', () => {
    expect(cleanActionInput('invite', '  Friend@School.EDU ')).toBe('friend@school.edu');
    expect(cleanActionInput('email', '<b>Ada@x.io</b>')).toBe('ada@x.io');
    expect(cleanActionInput('username', ' <i>ada</i>_1 ')).toBe('ada_1');
    expect(cleanActionInput('delete', 'anything')).toBe('');
  });

  it("should hint 'Invalid email format.' while typing an address that does not look like one", () => {
    expect(liveEmailHint('friend@')).toBe('Invalid email format.');
    expect(liveEmailHint(' Friend@School.edu ')).toBeNull();
    expect(liveEmailHint('')).toBeNull();
  });
});

describe('account failure messages', () => {
  it("should prefix the server's text", () => {
    expect(performErrorMessage('download', new ApiError('Try again on 2026-03-21.', 403))).toBe(
      'Failed to perform action: Try again on 2026-03-21.',
    );
    expect(performErrorMessage('username', new ApiError('Username is already taken.', 409))).toBe(
      'Failed to perform action: This username is already taken. Please choose a different one.',
    );
  });

  it("should fall back to the action's own message without a text", () => {
    expect(performErrorMessage('username', new ApiError('', 500))).toBe(
      'Failed to update username.',
    );
    expect(performErrorMessage('invite', new ApiError('', 500))).toBe(
      'Failed to add email to whitelist.',
    );
    expect(performErrorMessage('delete', new ApiError('', 500))).toBe(
      'Failed to perform action: Something went wrong.',
    );
    expect(performErrorMessage('email', new ApiError('', 0))).toBe(
      'Failed to perform action: The server could not be reached. Please check your connection.',
    );
  });

  it('should explain a failed password check', () => {
    expect(verifyErrorMessage(new ApiError('', 500))).toBe(
      'Failed to verify password. Please try again.',
    );
    expect(verifyErrorMessage(new ApiError('Too many attempts.', 429))).toBe('Too many attempts.');
  });
});
