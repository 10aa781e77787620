import { canAccess } from '../../access/canAccess';
import { approveBody, STATUS_LABELS, withholdBody } from './feedback-labels';

describe('team feedback decisions', () => {
  it('should send the text only when the coordinator changed it', () => {
    expect(approveBody('Well done.', 'Well done.')).toEqual({ decision: 'approve' });
    expect(approveBody('  Well done.\n', 'Well done.')).toEqual({ decision: 'approve' });
    expect(approveBody('Well done, all three.', 'Well done.')).toEqual({
      decision: 'approve',
      text: 'Well done, all three.',
    });
  });

  it('should send the note of a withheld feedback, trimmed', () => {
    expect(withholdBody('  Talk to Ms Park. ')).toEqual({
      decision: 'withhold',
      note: 'Talk to Ms Park.',
    });
  });

  it('should name every state for a coordinator, who may read and decide', () => {
    expect(Object.keys(STATUS_LABELS).sort()).toEqual(['approved', 'pending', 'withheld']);
    expect(canAccess('coordinator', 'team-feedback', 'list')).toBe(true);
    expect(canAccess('coordinator', 'team-feedback', 'edit')).toBe(true);
    expect(canAccess('coordinator', 'team-feedback-settings', 'edit')).toBe(true);
  });
});
