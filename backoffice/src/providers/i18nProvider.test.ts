import { i18nProvider } from './i18nProvider';

// Toasts in plain words, never "Element updated".
describe('the back-office wording', () => {
  const t = (key: string, options: Record<string, unknown> = {}) =>
    i18nProvider.translate(key, options);

  it('should name what was saved, created or deleted', () => {
    const args = { smart_count: 1, _: 'Element updated' };
    expect(t('resources.questions.notifications.updated', args)).toBe('Question saved');
    expect(t('resources.questions.notifications.created', args)).toBe('Question created');
    expect(t('resources.schools.notifications.deleted', args)).toBe('School deleted');
    expect(t('resources.users.notifications.deleted', { smart_count: 3 })).toBe('3 users deleted');
  });

  it('should never fall back to react-admin\'s "Element …" toasts', () => {
    for (const event of ['created', 'updated', 'deleted']) {
      expect(t(`ra.notification.${event}`, { smart_count: 1 })).not.toMatch(/Element/);
    }
    expect(t('ra.action.save')).toBe('Save');
  });
});
