import { parseBold, parseInsights } from './parse-insights';

describe('parseBold (bold marker syntax renders as bold)', () => {
  it('should turn text between ** markers into bold runs', () => {
    expect(parseBold('Consider **Physics** or **Data Science** degrees.')).toEqual([
      { text: 'Consider ', bold: false },
      { text: 'Physics', bold: true },
      { text: ' or ', bold: false },
      { text: 'Data Science', bold: true },
      { text: ' degrees.', bold: false },
    ]);
  });

  it('should keep an unpaired marker as text and drop empty pairs', () => {
    expect(parseBold('**Bold** and 2**3 stays')).toEqual([
      { text: 'Bold', bold: true },
      { text: ' and 2**3 stays', bold: false },
    ]);
    expect(parseBold('a****b')).toEqual([{ text: 'ab', bold: false }]);
    expect(parseBold('')).toEqual([]);
  });

  it('should keep markup as plain text', () => {
    expect(parseBold('<b>x</b> **<script>y</script>**')).toEqual([
      { text: '<b>x</b> ', bold: false },
      { text: '<script>y</script>', bold: true },
    ]);
  });
});

describe('parseInsights', () => {
  it('should split headings, lists and paragraphs, keeping line breaks', () => {
    const text = [
      '## Your **strengths**',
      'You enjoy ideas.',
      'You like people too.',
      '',
      '- **Engineer**: builds things',
      '* Teacher',
      '1. Visit an open day',
      '2) Talk to a teacher',
      'Closing words.',
    ].join('\r\n');
    expect(parseInsights(text)).toEqual([
      {
        kind: 'heading',
        segments: [
          { text: 'Your ', bold: false },
          { text: 'strengths', bold: true },
        ],
      },
      {
        kind: 'paragraph',
        lines: [
          [{ text: 'You enjoy ideas.', bold: false }],
          [{ text: 'You like people too.', bold: false }],
        ],
      },
      {
        kind: 'list',
        ordered: false,
        items: [
          [
            { text: 'Engineer', bold: true },
            { text: ': builds things', bold: false },
          ],
          [{ text: 'Teacher', bold: false }],
        ],
      },
      {
        kind: 'list',
        ordered: true,
        items: [
          [{ text: 'Visit an open day', bold: false }],
          [{ text: 'Talk to a teacher', bold: false }],
        ],
      },
      { kind: 'paragraph', lines: [[{ text: 'Closing words.', bold: false }]] },
    ]);
  });

  it('should read a line that is wholly bold as a heading (the offline generator writes those)', () => {
    expect(parseInsights('**Your next steps**\n1. Search **Physics** programmes')).toEqual([
      { kind: 'heading', segments: [{ text: 'Your next steps', bold: true }] },
      {
        kind: 'list',
        ordered: true,
        items: [
          [
            { text: 'Search ', bold: false },
            { text: 'Physics', bold: true },
            { text: ' programmes', bold: false },
          ],
        ],
      },
    ]);
  });

  it('should not take a bold opening for a bullet, and answer nothing for blank text', () => {
    expect(parseInsights('**Medicine** suits you.')).toEqual([
      {
        kind: 'paragraph',
        lines: [
          [
            { text: 'Medicine', bold: true },
            { text: ' suits you.', bold: false },
          ],
        ],
      },
    ]);
    expect(parseInsights('  \n\n ')).toEqual([]);
  });
});
