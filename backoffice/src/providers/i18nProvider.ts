// Staff-facing words: react-admin's English messages, with its generic toasts
// ("Element updated", "Element created", "Element deleted") replaced by plain ones per resource.
import { defaultI18nProvider, type I18nProvider } from 'react-admin';

type Options = { smart_count?: number; _?: string; [key: string]: unknown };
type Message = string | ((options: Options) => string);

const count = (options: Options) => Number(options.smart_count ?? 1);

/** "Question saved" for one record, "3 questions saved" for a bulk action. */
const done =
  (one: string, many: string, verb: string): Message =>
  (options) =>
    count(options) === 1 ? `${one} ${verb}` : `${count(options)} ${many} ${verb}`;

const resource = (one: string, many: string) => ({
  created: done(one, many, 'created'),
  updated: done(one, many, 'saved'),
  deleted: done(one, many, 'deleted'),
});

const RESOURCE_NOUNS: Record<string, [string, string]> = {
  questions: ['Question', 'questions'],
  facets: ['Facet', 'facets'],
  whitelist: ['Whitelist entry', 'whitelist entries'],
  schools: ['School', 'schools'],
  users: ['User', 'users'],
  students: ['Student', 'students'],
  'rejected-signups': ['Refused sign-up', 'refused sign-ups'],
  'audit-logs': ['Audit entry', 'audit entries'],
  outbox: ['Mail', 'mails'],
};

const MESSAGES: Record<string, Message> = {
  'ra.notification.created': done('Record', 'records', 'created'),
  'ra.notification.updated': done('Changes', 'records', 'saved'),
  'ra.notification.deleted': done('Record', 'records', 'deleted'),
  'ra.notification.http_error': 'The server could not be reached. Please try again.',
  'ra.notification.item_doesnt_exist': 'This record no longer exists.',
  ...Object.fromEntries(
    Object.entries(RESOURCE_NOUNS).flatMap(([name, [one, many]]) =>
      Object.entries(resource(one, many)).map(([event, message]) => [
        `resources.${name}.notifications.${event}`,
        message,
      ]),
    ),
  ),
};

export const i18nProvider: I18nProvider = {
  ...defaultI18nProvider,
  translate: (key: string, options: Options = {}) => {
    const message = MESSAGES[key];
    if (message === undefined) return defaultI18nProvider.translate(key, options);
    return typeof message === 'string' ? message : message(options);
  },
};
