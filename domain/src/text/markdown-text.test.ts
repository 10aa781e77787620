import { markdownToText } from './markdown-text';

describe('markdownToText', () => {
  it('should drop bold and italic markers', () => {
    expect(markdownToText('Consider **Astrophysics** and __Data Science__, *really*.')).toBe(
      'Consider Astrophysics and Data Science, really.',
    );
    expect(markdownToText('_maybe_ ~~not~~')).toBe('maybe not');
  });

  it('should keep headings as their text and lists as readable lines', () => {
    const md = [
      '## Your strengths',
      '**What keeps you going**',
      '- Visit an open day',
      '* Try a **taster** course',
      '  + nested idea',
      '1. Search programmes',
      '2. Compare courses',
    ].join('\n');
    expect(markdownToText(md)).toBe(
      [
        'Your strengths',
        'What keeps you going',
        '• Visit an open day',
        '• Try a taster course',
        '  • nested idea',
        '1. Search programmes',
        '2. Compare courses',
      ].join('\n'),
    );
  });

  it('should write links, code, quotes and rules as plain text', () => {
    expect(markdownToText('See [UCAS](https://www.ucas.com) or <https://x.test>.')).toBe(
      'See UCAS (https://www.ucas.com) or <https://x.test>.',
    );
    expect(markdownToText('[https://a.test](https://a.test)')).toBe('https://a.test');
    expect(markdownToText('Run `npm test`\n> quoted\n\n---\n\n\nEnd')).toBe(
      'Run npm test\nquoted\n\nEnd',
    );
  });

  it('should leave text without markdown as it is, lone markers and arithmetic included', () => {
    const plain = 'Score 4.5 * 2 = 9, a 5*star day, snake_case_name and an ** unpaired marker.';
    expect(markdownToText(plain)).toBe(plain);
    expect(markdownToText('Line one\r\nLine two  ')).toBe('Line one\nLine two');
  });
});
