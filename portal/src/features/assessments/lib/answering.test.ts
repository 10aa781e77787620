import {
  allAnswered,
  answeredCount,
  canGoPrevious,
  categoryProgress,
  chooseOption,
  goNext,
  goPrevious,
  type AnswerState,
} from './answering';

const start = (questionIds = [1, 2, 3, 4]): AnswerState => ({
  questionIds,
  answers: {},
  answeredOrder: [],
  index: 0,
});

const at = (s: AnswerState, index: number): AnswerState => ({ ...s, index });

describe('answering', () => {
  it('should count the first answer to a question and append it to the answered order', () => {
    const s = chooseOption(start(), 'Agree');
    expect(s.answers).toEqual({ '1': 'Agree' });
    expect(s.answeredOrder).toEqual([1]);
    expect(answeredCount(s)).toBe(1);
  });

  it('should replace a changed answer without counting it again', () => {
    const s = chooseOption(chooseOption(start(), 'Agree'), 'Disagree');
    expect(s.answers).toEqual({ '1': 'Disagree' });
    expect(s.answeredOrder).toEqual([1]);
    expect(answeredCount(s)).toBe(1);
  });

  it('should refuse Next while the current question is unanswered', () => {
    expect(goNext(start(), 'after-current')).toBe('unanswered');
  });

  it('should go Next to the next unanswered question after the current one', () => {
    let s = chooseOption(start(), 'Agree');
    s = goNext(s, 'after-current') as AnswerState;
    expect(s.index).toBe(1);
  });

  it('should go Next along the answered order before looking for unanswered questions', () => {
    let s = start();
    for (const i of [0, 1, 2]) s = chooseOption(at(s, i), 'Agree');
    s = at(s, 0);
    s = goNext(s, 'after-current') as AnswerState;
    expect(s.index).toBe(1);
    s = goNext(s, 'after-current') as AnswerState;
    expect(s.index).toBe(2);
    s = goNext(s, 'after-current') as AnswerState;
    expect(s.index).toBe(3);
  });

  it('should go Next to the first unanswered question on UniReady, the next one elsewhere', () => {
    // 1 unanswered, 2 answered (current), 3 unanswered.
    let s: AnswerState = { ...start([1, 2, 3]), index: 1 };
    s = chooseOption(s, 'Agree');
    expect((goNext(s, 'first') as AnswerState).index).toBe(0);
    expect((goNext(s, 'after-current') as AnswerState).index).toBe(2);
  });

  it('should go Previous to the question answered just before the current one', () => {
    let s = start();
    for (const i of [2, 0, 3]) s = chooseOption(at(s, i), 'Agree');
    expect(s.answeredOrder).toEqual([3, 1, 4]);
    s = goPrevious(s); // at 4 → 1
    expect(s.index).toBe(0);
    s = goPrevious(s); // at 1 → 3
    expect(s.index).toBe(2);
    expect(canGoPrevious(s)).toBe(false);
    expect(goPrevious(s)).toBe(s);
  });

  it('should go Previous from an unanswered question to the last answered one', () => {
    let s = chooseOption(start(), 'Agree');
    s = chooseOption(at(s, 1), 'Agree');
    expect(goPrevious(at(s, 2)).index).toBe(1);
    expect(canGoPrevious(start())).toBe(false);
  });

  it('should keep Previous and Next inside the current part', () => {
    // Part I (1, 2) was answered; the session moved to Part II (5, 6).
    const s: AnswerState = {
      questionIds: [5, 6],
      answers: { '1': 'Agree', '2': 'Agree', '5': 'Agree' },
      answeredOrder: [1, 2, 5],
      index: 0,
    };
    expect(canGoPrevious(s)).toBe(false);
    expect(answeredCount(s)).toBe(1);
    expect(allAnswered(s)).toBe(false);
    expect((goNext(s, 'first') as AnswerState).index).toBe(1);
  });

  it("should count 'Progress: X / Y' within the current question's category", () => {
    const category: Record<number, string> = { 1: 'A', 2: 'A', 3: 'B', 4: 'A' };
    let s = chooseOption(start(), 'Agree');
    s = chooseOption(at(s, 2), 'Agree');
    expect(categoryProgress(at(s, 3), (id) => category[id])).toEqual({ answered: 1, total: 3 });
    expect(categoryProgress(s, (id) => category[id])).toEqual({ answered: 1, total: 1 });
  });
});
