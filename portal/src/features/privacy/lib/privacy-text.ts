import { AI_PAYLOAD_FIELDS, type RetentionDays } from '@aspire/domain';

/** `id`: a stable name, so other sections (sharing, …) can be placed among these. */
export type PrivacySection = { id: string; title: string; points: string[] };

/**
 * The privacy page in plain words a 13-year-old can read (UK Age Appropriate Design
 * Code): short sentences, no legal terms. The numbers come from the server's configuration
 * (GET /api/config), so the page always says what the retention job does.
 */
export function privacySections(days: RetentionDays, supportEmail: string): PrivacySection[] {
  return [
    {
      id: 'keeps',
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
      id: 'why',
      title: 'Why',
      points: [
        'To show you your results and ideas for what to study next.',
        'To keep your account safe from people who guess passwords.',
        'To help your school see how many students have taken part.',
      ],
    },
    {
      id: 'how-long',
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
      id: 'who-sees',
      title: 'Who sees it',
      points: [
        'You see everything about you.',
        'Your school coordinator sees your name, class and which quizzes you finished.',
        'Your coordinator never sees your answers or scores. They only see totals for groups of 5 or more.',
        'Your Team Challenge team sees your username and your e-mail address.',
        'Your team sees your answers once the challenge is submitted.',
        'Your school may choose to check AI feedback on team challenges first.',
        'Then a coordinator at your school reads it before your team does.',
        'A friend who invites you to a team makes us send you one short e-mail.',
        'Aspire staff may look at your account only to fix a problem.',
      ],
    },
    {
      id: 'ai',
      title: 'The outside AI service',
      points: [
        'Aspire can write ideas with its own helper. Then nothing leaves Aspire.',
        'It can also use an outside AI service (xAI).',
        'One setting for all of Aspire allows this. It stays off until an administrator turns it on.',
        'When it is on, the AI service gets:',
        ...AI_PAYLOAD_FIELDS.map((f) => f.said),
        'It never gets your username, e-mail address, school or ID.',
        'Ask Grok copies your profile text and opens the Grok website in a new tab.',
        'If you paste it there, xAI gets it under its own rules.',
      ],
    },
    {
      id: 'choices',
      title: 'Your choices',
      points: [
        'Open Manage Account to download everything we keep about you.',
        'You can also delete your account there. We then remove your data for good.',
        `Questions? Write to ${supportEmail}.`,
      ],
    },
  ];
}
