import {
  canGenerateMaterials,
  MATERIALS_NEED_STUDYSTYLE,
  materialsLockedMessage,
  nextMaterialsDate,
} from '@aspire/domain';
import { formatDate } from '../../../lib/format-date';

export type GenerateBlockInput = {
  /** StudyStyle completed: false when known not to be, null while unknown */
  learningDone: boolean | null;
  lastGenerationDate: string | null;
  isAdmin: boolean;
  now: Date;
};

/**
 * Why "Generate Learning Materials" cannot be used now, said beside the disabled button with its
 * date, or null. The prerequisite comes before the 6-month rule, and both before any
 * confirmation (docs/product/dashboard.md, Knowledge).
 */
export function generateBlock(input: GenerateBlockInput): string | null {
  if (input.learningDone === false) return MATERIALS_NEED_STUDYSTYLE;
  const last = input.lastGenerationDate;
  if (!input.isAdmin && last && !canGenerateMaterials(last, input.now, false)) {
    return materialsLockedMessage(formatDate(last), formatDate(nextMaterialsDate(last)));
  }
  return null;
}
