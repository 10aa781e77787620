import type { RetentionDays } from '@aspire/domain';

export type PrivacySection = { title: string; points: string[] };

/**
 * The privacy page in plain words a 13-year-old can read (issue 16, UK Age Appropriate Design
 * Code): short sentences, no legal terms. The numbers come from the server's configuration
 * (GET /api/config), so the page always says what the retention job does.
 */
export function privacySections(days: RetentionDays, supportEmail: string): PrivacySection[] {
  return [
    {
      title: 'What Aspire keeps',
      points: [
        'Your username, e-mail address, age, school and class.',
        'Your answers to the quizzes and the scores they give.',
        'Your ideas for subjects and careers, your learning lists and your team answers.',
        'When you sign in, so we can keep your account safe.',
        'Which pages are opened, to see what works. We never keep your IP address with this.',
      ],
    },
    {
      title: 'Why',
      points: [
        'To show you your results and ideas for what to study next.',
        'To keep your account safe from people who guess passwords.',
        'To help your school see how many students have taken part.',
      ],
    },
    {
      title: 'How long',
      points: [
        'We keep your account until you delete it.',
        `If you never confirm your e-mail, we delete the account after ${days.unverifiedAccountDays} days.`,
        `We wipe the text of the e-mails we send you after ${days.mailBodyDays} days.`,
        `After ${days.analyticsEventDays} days we only keep daily totals of page visits, not who made them.`,
        'Records of wrong passwords are cleared after one day.',
      ],
    },
    {
      title: 'Who sees it',
      points: [
        'You see everything about you.',
        'Your school coordinator sees your name, class and which quizzes you finished.',
        'Your coordinator never sees your answers or scores. They only see totals for groups of 5 or more.',
        'Your team sees the answers you give in a Team Challenge.',
        'If your school turns on an AI helper, it gets scores and subject names. It never gets your name, e-mail or ID.',
        'Aspire staff may look at your account only to fix a problem.',
      ],
    },
    {
      title: 'Your choices',
      points: [
        'Open Manage Account to download everything we keep about you.',
        'You can also delete your account there. We then remove your data for good.',
        `Questions? Write to ${supportEmail}.`,
      ],
    },
  ];
}
