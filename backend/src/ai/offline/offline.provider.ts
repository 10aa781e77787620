import { withArticle } from '@aspire/domain';
import {
  AiProvider,
  MaterialLink,
  ScoredFacet,
  StudentProfile,
  TeamFeedbackInput,
} from '../ai.types';
import { catalogueLinks } from './material-links';
import { RIASEC } from './riasec';
import { offlineTeamFeedback, offlineTeamQuestion } from './team-texts';

const top = (list: ScoredFacet[], n: number) =>
  [...list].sort((a, b) => b.average - a.average).slice(0, n);
const low = (list: ScoredFacet[]) => [...list].sort((a, b) => a.average - b.average)[0];
const score = (f: ScoredFacet) => f.average.toFixed(1);
const names = (list: ScoredFacet[]) =>
  list.length <= 1
    ? (list[0]?.name ?? '')
    : `${list
        .slice(0, -1)
        .map((f) => f.name)
        .join(', ')} and ${list[list.length - 1].name}`;

/**
 * Writes guidance from the student's actual scores with deterministic templates: no network,
 * no canned paragraph that ignores the data
 * (docs/decisions/0028-ai-providers-and-the-sharing-switch.md).
 */
export class OfflineProvider implements AiProvider {
  readonly name = 'offline' as const;

  generate(_prompt: string, p: StudentProfile): Promise<string> {
    return Promise.resolve(
      [subjects(p), interests(p), personality(p), motivation(p), nextSteps(p)]
        .filter(Boolean)
        .join('\n\n'),
    );
  }

  materials(subject: string): Promise<MaterialLink[]> {
    return Promise.resolve(catalogueLinks(subject));
  }

  teamQuestion(subject: string): Promise<string> {
    return Promise.resolve(offlineTeamQuestion(subject));
  }

  teamFeedback(input: TeamFeedbackInput): Promise<string> {
    return Promise.resolve(offlineTeamFeedback(input));
  }
}

function subjects(p: StudentProfile): string {
  const best = top(p.topSubjects, 2);
  if (!best.length) return '';
  const lines = best.map(
    (s) => `- **${s.name}** (average ${score(s)} out of 5)${s.note ? `: ${s.note}` : ''}`,
  );
  const explore = top(p.topExplorations, 2);
  const extra = explore.length
    ? `\nIn Advanced Subject Exploration you leaned most towards **${names(explore)}**, which narrows where in ${best[0].name} you might specialise.`
    : '';
  return `**Your strongest subject areas**\nYour UniReady results point to:\n${lines.join('\n')}${extra}`;
}

function interests(p: StudentProfile): string {
  const best = top(p.interests, 3).filter((f) => RIASEC[f.name]);
  if (!best.length) return '';
  const code = best.map((f) => RIASEC[f.name].code).join('');
  const [first, second] = best;
  const careers = [
    ...RIASEC[first.name].careers.slice(0, 3),
    ...(second ? RIASEC[second.name].careers.slice(0, 2) : []),
  ];
  return (
    `**How your interests fit together**\nYour interest code is **${code}**: you are most drawn to ${RIASEC[first.name].environment}` +
    `${second ? `, and also to ${RIASEC[second.name].environment}` : ''}. ` +
    `Careers that combine these include ${careers.join(', ')}.` +
    (p.topSubjects[0]
      ? ` Look for courses where ${p.topSubjects[0].name} meets this kind of work.`
      : '')
  );
}

function personality(p: StudentProfile): string {
  const strengths = top([...p.personality, ...p.emotional], 2);
  const growth = low([...p.personality, ...p.emotional]);
  if (!strengths.length) return '';
  const values = top(p.values, 2);
  return (
    `**What you bring**\nYour highest traits are **${names(strengths)}** (${strengths.map(score).join(' and ')} out of 5). ` +
    `Roles and courses that reward these will feel natural.` +
    (growth && !strengths.includes(growth)
      ? ` Your lowest score was ${growth.name} (${score(growth)}): not a weakness, but a skill worth practising in group projects or clubs.`
      : '') +
    (values.length
      ? ` In a future job, **${names(values)}** matter most to you, so ask about them at open days and interviews.`
      : '')
  );
}

function motivation(p: StudentProfile): string {
  const intrinsic = p.motivation.find((m) => m.name === 'Intrinsic Motivation');
  const extrinsic = p.motivation.find((m) => m.name === 'Extrinsic Motivation');
  if (!intrinsic || !extrinsic) return '';
  const gap = intrinsic.average - extrinsic.average;
  const text =
    Math.abs(gap) < 0.5
      ? 'You are driven about equally by enjoying the work itself and by its rewards: choose a path you find interesting that also offers the recognition you want.'
      : gap > 0
        ? 'You are driven mainly by interest and curiosity: pick subjects you genuinely enjoy, because that is what keeps you going.'
        : 'Rewards, recognition and clear goals drive you most: set concrete targets, such as a grade or a place on a programme, to stay on track.';
  return `**What keeps you going**\n${text} (intrinsic ${score(intrinsic)}, extrinsic ${score(extrinsic)})`;
}

function nextSteps(p: StudentProfile): string {
  const subject = p.topSubjects[0]?.name;
  const interest = top(p.interests, 1)[0]?.name;
  const steps = [
    subject
      ? `Search bachelor programmes in **${subject}** and compare two or three course pages: modules, entry requirements and what graduates do.`
      : null,
    interest && RIASEC[interest]
      ? `Talk to someone who works as ${withArticle(RIASEC[interest].careers[0])} or follow one online to see what a normal week looks like.`
      : null,
    'Try a free online taster course or a summer school in your top subject before you choose.',
    'Share these results with a teacher or careers adviser and ask which school subjects keep these options open.',
  ].filter(Boolean);
  return `**Your next steps**\n${steps.map((s, i) => `${i + 1}. ${s}`).join('\n')}`;
}
