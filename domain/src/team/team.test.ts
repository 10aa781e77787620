import {
  ANSWER_REQUIRED_SAVE,
  ANSWER_REQUIRED_SUBMIT,
  ANSWER_TOO_LONG,
  ANSWER_TOO_MANY_CHARACTERS,
  canStartNewSession,
  cleanFreeText,
  daysLeft,
  isInvitationExpired,
  isTaskExpired,
  statusCheckWaitMinutes,
  statusCheckWaitMessage,
  validateTeamAnswer,
} from './index';

const at = new Date('2026-03-01T00:00:00.000Z');
const plus = (ms: number) => new Date(at.getTime() + ms);

describe('team rules', () => {
  it.each([
    ['', 'save', ANSWER_REQUIRED_SAVE],
    ['  ', 'submit', ANSWER_REQUIRED_SUBMIT],
    ['word '.repeat(151), 'submit', ANSWER_TOO_LONG],
    ['word '.repeat(150), 'submit', null],
    ['x'.repeat(1001), 'save', ANSWER_TOO_MANY_CHARACTERS],
  ] as const)('should answer %j (%s) with %j', (text, mode, message) => {
    expect(validateTeamAnswer(text, mode)).toBe(message);
  });

  it('should strip tags and keep 150 words of free text', () => {
    expect(cleanFreeText('<b>Hello</b> <script>x</script>world')).toBe('Hello xworld');
    expect(cleanFreeText('w '.repeat(200)).split(' ')).toHaveLength(150);
  });

  it('should auto-decline a pending invitation after exactly 5 days', () => {
    expect(isInvitationExpired(at, plus(432_000_000 - 1))).toBe(false);
    expect(isInvitationExpired(at, plus(432_000_000))).toBe(true);
  });

  it('should expire a task 60 days after creation and count the days left', () => {
    expect(daysLeft(at, at)).toBe(60);
    expect(daysLeft(at, plus(59.5 * 86_400_000))).toBe(1);
    expect(isTaskExpired(at, plus(60 * 86_400_000))).toBe(true);
  });

  it('should allow a new session only without a live task or open invitations', () => {
    const task = { created_at: at.toISOString() };
    expect(canStartNewSession({ task: null, invitations: [], now: at })).toBe(true);
    expect(canStartNewSession({ task, invitations: [], now: at })).toBe(false);
    expect(canStartNewSession({ task: null, invitations: [{ status: 'pending' }], now: at })).toBe(
      false,
    );
    expect(canStartNewSession({ task, invitations: [], now: plus(61 * 86_400_000) })).toBe(true);
  });

  it('should throttle status checks to once per 3 hours (admins exempt)', () => {
    expect(statusCheckWaitMinutes(at, plus(60_000), false)).toBe(179);
    expect(statusCheckWaitMinutes(at, plus(60_000), true)).toBe(0);
    // Said in whole, plain units: 2 h 59 min left reads "3 hours", one minute "60 seconds".
    expect(statusCheckWaitMessage(10_740)).toBe(
      'You checked your invitations less than 3 hours ago. You can check again in 3 hours.',
    );
    expect(statusCheckWaitMessage(60)).toMatch(/in 60 seconds\.$/);
    expect(statusCheckWaitMessage(0.5)).toMatch(/in 1 second\.$/);
  });
});
