import { stripTags } from './sanitise';

describe('stripTags', () => {
  it.each([
    ['<b>ada</b>', 'ada'],
    ['<script>alert(1)</script>ada', 'alert(1)ada'],
    ['ada<img src=x onerror="alert(1)">', 'ada'],
    ['<scr<b>ipt>x', 'ipt>x'],
    ['<<b>>x', '>x'],
    ['plain text', 'plain text'],
    ['a > b', 'a > b'],
    ['', ''],
  ])('should turn %j into %j', (input, output) => {
    expect(stripTags(input)).toBe(output);
  });

  it('should leave no tag behind', () => {
    expect(stripTags('<a<b<c>>>d</a>')).not.toMatch(/<[^>]*>/);
  });
});
