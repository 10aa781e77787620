import { countWords, TEAM_ANSWER_MAX_CHARS, TEAM_ANSWER_MAX_WORDS } from './rules';
import {
  ANSWER_REQUIRED_SAVE,
  ANSWER_REQUIRED_SUBMIT,
  ANSWER_TOO_LONG,
  ANSWER_TOO_MANY_CHARACTERS,
} from './messages';

/**
 * Team answer (docs/product/dashboard.md, "Team Challenge"): the message for a draft being saved or
 * submitted, or null.
 */
export function validateTeamAnswer(value: unknown, mode: 'save' | 'submit'): string | null {
  if (typeof value !== 'string' || !value.trim()) {
    return mode === 'save' ? ANSWER_REQUIRED_SAVE : ANSWER_REQUIRED_SUBMIT;
  }
  if (countWords(value) > TEAM_ANSWER_MAX_WORDS) return ANSWER_TOO_LONG;
  if (value.length > TEAM_ANSWER_MAX_CHARS) return ANSWER_TOO_MANY_CHARACTERS;
  return null;
}
