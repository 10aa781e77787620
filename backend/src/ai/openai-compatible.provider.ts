import {
  MATERIALS_PER_SET,
  materialsPrompt,
  parseMaterialTitles,
  teamFeedbackPrompt,
  teamQuestionPrompt,
} from '@aspire/domain';
import OpenAI from 'openai';
import {
  AiError,
  AiProvider,
  AiTask,
  capText,
  failedTo,
  MaterialLink,
  RATE_LIMITED,
  TeamFeedbackInput,
  timedOut,
} from './ai.types';
import { pseudonymise } from './pseudonyms';
import { catalogueLinks, titleSearchLink } from './offline/material-links';

const COUNSELLOR =
  'You are a careers and study guidance counsellor for students aged 13-19. Be specific, encouraging and practical. Use **bold** for headings.';
const LIBRARIAN =
  'You are a school librarian recommending free, reputable learning resources to students aged 15-18.';

const TEACHER =
  'You are a teacher running collaborative challenges for students aged 15-18. Be clear, kind and concrete; no markup.';

/** Any OpenAI-compatible chat endpoint (xAI's Grok API by default), through the `openai` package. */
export class OpenAiCompatibleProvider implements AiProvider {
  readonly name = 'openai-compatible' as const;
  private readonly client: OpenAI;

  constructor(
    baseURL: string,
    apiKey: string,
    private readonly model: string,
  ) {
    this.client = new OpenAI({ baseURL, apiKey, maxRetries: 0 });
  }

  generate(prompt: string, _profile: unknown, timeoutMs: number): Promise<string> {
    return this.chat('insights', COUNSELLOR, prompt, timeoutMs);
  }

  /**
   * The model names the resources; each becomes a web search for its title, so no URL a model
   * made up reaches a student. Short answers are topped up from the offline catalogue.
   */
  async materials(subject: string, timeoutMs: number): Promise<MaterialLink[]> {
    const text = await this.chat(
      'learning materials',
      LIBRARIAN,
      materialsPrompt(subject),
      timeoutMs,
    );
    const suggested = parseMaterialTitles(text).map(titleSearchLink);
    return [...suggested, ...catalogueLinks(subject)].slice(0, MATERIALS_PER_SET);
  }

  teamQuestion(subject: string, timeoutMs: number): Promise<string> {
    return this.chat('task', TEACHER, teamQuestionPrompt(subject), timeoutMs);
  }

  /** The members' names stay here: the model reads "Member 1" … (ai/pseudonyms.ts). */
  async teamFeedback(input: TeamFeedbackInput, timeoutMs: number): Promise<string> {
    const { answers, restore } = pseudonymise(input.answers);
    const reply = await this.chat(
      'feedback',
      TEACHER,
      teamFeedbackPrompt(input.subject, input.question, answers),
      timeoutMs,
    );
    return restore(reply);
  }

  private async chat(task: AiTask, system: string, prompt: string, timeoutMs: number) {
    // Our own deadline: the request is aborted and the student told, whatever the client library does.
    const deadline = new AbortController();
    const timer = setTimeout(() => deadline.abort(), timeoutMs);
    try {
      const completion = await this.client.chat.completions.create(
        {
          model: this.model,
          messages: [
            { role: 'system', content: system },
            { role: 'user', content: prompt },
          ],
        },
        { signal: deadline.signal },
      );
      const text = completion.choices[0]?.message?.content?.trim();
      if (!text) throw new AiError(502, 'Invalid or empty response from backend');
      return capText(text);
    } catch (error) {
      if (error instanceof AiError) throw error;
      if (deadline.signal.aborted) throw new AiError(504, timedOut(task));
      if (error instanceof OpenAI.APIError && error.status === 429)
        throw new AiError(429, RATE_LIMITED);
      throw new AiError(502, failedTo(task, (error as Error).message));
    } finally {
      clearTimeout(timer);
    }
  }
}
