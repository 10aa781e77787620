import { Inject, Injectable } from '@nestjs/common';
import { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { MetricsService } from '../observability/metrics.service';
import {
  AI_SHARING_OFF,
  AiError,
  AiProvider,
  Generated,
  GeneratedMaterials,
  StudentProfile,
  TeamFeedbackInput,
} from './ai.types';
import { OfflineProvider } from './offline/offline.provider';
import { OpenAiCompatibleProvider } from './openai-compatible.provider';
import { AiSharingService } from './sharing/ai-sharing.service';

/**
 * `generate(prompt, { timeoutMs })` with the provider chosen by AI_PROVIDER
 * (docs/decisions/0028-ai-providers-and-the-sharing-switch.md). A third-party provider is asked
 * only while an admin's setting allows it.
 */
@Injectable()
export class AiService {
  private readonly provider: AiProvider;

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly metrics: MetricsService,
    private readonly sharing: AiSharingService,
  ) {
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
      text: await this.counted(() => this.provider.generate(prompt, profile, timeoutMs)),
      provider: this.provider.name,
    };
  }

  async materials(
    subject: string,
    { timeoutMs }: { timeoutMs: number },
  ): Promise<GeneratedMaterials> {
    return {
      materials: await this.counted(() => this.provider.materials(subject, timeoutMs)),
      provider: this.provider.name,
    };
  }

  teamQuestion(subject: string, { timeoutMs }: { timeoutMs: number }): Promise<string> {
    return this.counted(() => this.provider.teamQuestion(subject, timeoutMs));
  }

  teamFeedback(input: TeamFeedbackInput, { timeoutMs }: { timeoutMs: number }): Promise<string> {
    return this.counted(() => this.provider.teamFeedback(input, timeoutMs));
  }

  /**
   * Counts the call: ok, a time-out (the provider's 504), or any other failure. Refused before
   * anything leaves the machine when the provider is a third party and sharing is off.
   */
  private async counted<T>(call: () => Promise<T>): Promise<T> {
    if (this.provider.name !== 'offline' && !(await this.sharing.enabled())) {
      throw new AiError(403, AI_SHARING_OFF);
    }
    try {
      const result = await call();
      this.metrics.aiCall('ok');
      return result;
    } catch (error) {
      this.metrics.aiCall(error instanceof AiError && error.status === 504 ? 'timeout' : 'failure');
      throw error;
    }
  }
}
