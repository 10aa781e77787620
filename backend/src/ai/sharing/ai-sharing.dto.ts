import { BoolField } from '../../common/dto/fields';
import { Out, Returned } from '../../common/dto/responses';
import type { AiSharingService } from './ai-sharing.service';

/** An admin's change to the AI sharing setting. */
export class AiSharingDto {
  @BoolField({
    message: 'enabled must be true or false.',
    description:
      'Whether the configured third-party AI provider may receive scores and subject names.',
    example: true,
  })
  enabled: boolean;
}

export class AiSharingResponse implements Returned<AiSharingService['get']> {
  /** Whether the third-party AI provider may receive students' scores and subject names. */
  @Out.bool() enabled: boolean;
  /** Which provider the server is configured with (`offline` needs no setting). */
  @Out.text({ enum: ['offline', 'openai-compatible'] }) provider: 'offline' | 'openai-compatible';
}
