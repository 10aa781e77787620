import type { Returned } from '../../common/dto/responses';
import type { InsightsService } from '../insights.service';
import { Out } from '../../common/dto/responses';

export class InsightsResponse implements Returned<InsightsService['get']> {
  @Out.text() insights: string;
  @Out.date() generationDate: Date;
  /** Which provider wrote the text (`offline`, `openai-compatible`, or `admin`). */
  @Out.text() provider: string;
}

export class InsightsPromptResponse implements Returned<InsightsService['prompt']> {
  /** The profile text Ask Grok copies; null until UniReady and FutureReady are completed. */
  @Out.text({ nullable: true }) prompt: string | null;
}
