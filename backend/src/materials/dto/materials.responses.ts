import {
  LastGenerationResponse,
  MaterialCompletionResponse,
  MaterialItem,
  MaterialSetResponse,
  TopSubjectsResponse,
} from '@aspire/domain';
import { Out } from '../../common/dto/responses';

class MaterialItemDto implements MaterialItem {
  @Out.int() id: number;
  @Out.text() title: string;
  @Out.text({ format: 'uri' }) url: string;
  @Out.bool() completed: boolean;
}

export class MaterialSetResponseDto implements MaterialSetResponse {
  @Out.int() id: number;
  @Out.text() subject: string;
  @Out.text({ format: 'date-time' }) generationDate: string;
  /** `offline` or `openai-compatible`. */
  @Out.text() provider: string;
  @Out.of(() => MaterialItemDto, { list: true }) materials: MaterialItemDto[];
}

export class LastGenerationResponseDto implements LastGenerationResponse {
  @Out.text({ format: 'date-time', nullable: true }) lastGenerationDate: string | null;
}

export class MaterialCompletionResponseDto implements MaterialCompletionResponse {
  @Out.int() id: number;
  @Out.bool() completed: boolean;
}

export class TopSubjectsResponseDto implements TopSubjectsResponse {
  @Out.texts() uniReady: string[];
  @Out.texts() exploration: string[];
}
