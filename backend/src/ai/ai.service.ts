import { Inject, Injectable } from '@nestjs/common';
import { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import {
  AiProvider,
  Generated,
  GeneratedMaterials,
  StudentProfile,
  TeamFeedbackInput,
} from './ai.types';
import { OfflineProvider } from './offline/offline.provider';
import { OpenAiCompatibleProvider } from './openai-compatible.provider';

/** `generate(prompt, { timeoutMs })` with the provider chosen by AI_PROVIDER (DESIGN §3). */
@Injectable()
export class AiService {
  private readonly provider: AiProvider;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.provider =
      config.ai.provider === 'openai-compatible'
        ? new OpenAiCompatibleProvider(config.ai.baseUrl, config.ai.apiKey, config.ai.model)
        : new OfflineProvider();
  }

  async generate(
    prompt: string,
    profile: StudentProfile,
    { timeoutMs }: { timeoutMs: number },
  ): Promise<Generated> {
    return {
      text: await this.provider.generate(prompt, profile, timeoutMs),
      provider: this.provider.name,
    };
  }

  async materials(
    subject: string,
    { timeoutMs }: { timeoutMs: number },
  ): Promise<GeneratedMaterials> {
    return {
      materials: await this.provider.materials(subject, timeoutMs),
      provider: this.provider.name,
    };
  }

  teamQuestion(subject: string, { timeoutMs }: { timeoutMs: number }): Promise<string> {
    return this.provider.teamQuestion(subject, timeoutMs);
  }

  teamFeedback(input: TeamFeedbackInput, { timeoutMs }: { timeoutMs: number }): Promise<string> {
    return this.provider.teamFeedback(input, timeoutMs);
  }
}
