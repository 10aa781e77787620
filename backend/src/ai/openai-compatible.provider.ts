import OpenAI from 'openai';
import { AiError, AiProvider, RATE_LIMITED, TIMED_OUT } from './ai.types';

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

  async generate(prompt: string, _profile: unknown, timeoutMs: number): Promise<string> {
    // Our own deadline: the request is aborted and the student told, whatever the client library does.
    const deadline = new AbortController();
    const timer = setTimeout(() => deadline.abort(), timeoutMs);
    try {
      const completion = await this.client.chat.completions.create(
        {
          model: this.model,
          messages: [
            {
              role: 'system',
              content:
                'You are a careers and study guidance counsellor for students aged 13-19. Be specific, encouraging and practical. Use **bold** for headings.',
            },
            { role: 'user', content: prompt },
          ],
        },
        { signal: deadline.signal },
      );
      const text = completion.choices[0]?.message?.content?.trim();
      if (!text) throw new AiError(502, 'Invalid or empty response from backend');
      return text;
    } catch (error) {
      if (error instanceof AiError) throw error;
      if (deadline.signal.aborted) throw new AiError(504, TIMED_OUT);
      if (error instanceof OpenAI.APIError && error.status === 429)
        throw new AiError(429, RATE_LIMITED);
      throw new AiError(502, `Failed to generate insights: ${(error as Error).message}`);
    } finally {
      clearTimeout(timer);
    }
  }
}
