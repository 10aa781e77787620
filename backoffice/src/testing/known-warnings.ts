// react-admin 5.15 still hands MUI text fields MUI 5's `InputProps`/`inputProps` (and date inputs
// `InputLabelProps`) beside `slotProps`;
// MUI 9 reads only `slotProps`, so React warns about the leftover prop on a DOM element. Hide that
// one warning in component tests and keep every other error visible. Call it in a beforeEach.
export const hideLegacyInputPropsWarning = (): jest.SpyInstance => {
  // A second call in the same file would get the same spy back from jest.spyOn and report to
  // itself for ever: start again from the real console.error.
  if (jest.isMockFunction(console.error)) (console.error as jest.Mock).mockRestore();
  const report = console.error.bind(console);
  return jest.spyOn(console, 'error').mockImplementation((message: unknown, ...rest: unknown[]) => {
    // React formats the warning from a template: the prop name may be in `message` or in `rest`.
    if ([message, ...rest].some((part) => /`?input(Label)?Props`?/i.test(String(part)))) return;
    report(message, ...rest);
  });
};
