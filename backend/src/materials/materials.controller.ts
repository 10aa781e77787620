import { Body, Controller, Get, Param, Patch, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { IdPipe } from '../admin/id.pipe';
import { AuthUser } from '../auth/auth-user';
import { Auth } from '../auth/decorators/auth.decorator';
import { CurrentUser } from '../auth/decorators/current-user.decorator';
import { OwnerIn } from '../auth/decorators/owner.decorator';
import {
  AutoGenerateMaterialsDto,
  GenerateMaterialsDto,
  MaterialCompletionDto,
  SaveMaterialsDto,
} from './dto/materials.dto';
import { MaterialSetsService } from './material-sets.service';
import { MaterialsGenerationService } from './materials-generation.service';
import { Answers, MessageResponse } from '../common/dto/responses';
import {
  LastGenerationResponseDto,
  MaterialCompletionResponseDto,
  MaterialSetResponseDto,
} from './dto/materials.responses';

/** The learning-materials calls, plus completion per material (docs/API.md). */
@ApiTags('materials')
@Controller('materials')
export class MaterialsController {
  constructor(
    private readonly sets: MaterialSetsService,
    private readonly generation: MaterialsGenerationService,
  ) {}

  @OwnerIn('param')
  @Get('last-generation/:userId')
  @Answers(LastGenerationResponseDto)
  lastGeneration(@Param('userId') userId: string) {
    return this.sets.lastGeneration(userId);
  }

  @OwnerIn('body')
  @Post('generate')
  @Answers(MaterialSetResponseDto, 201)
  generate(@Body() body: GenerateMaterialsDto, @CurrentUser() user: AuthUser) {
    return this.generation.generate(user, body.userId, body.payload.subject);
  }

  @Auth('admin')
  @Post('generate/:userId')
  @Answers(MaterialSetResponseDto, 201)
  autoGenerate(@Param('userId') userId: string, @Body() body: AutoGenerateMaterialsDto) {
    return this.generation.autoGenerate(userId, body.subject);
  }

  @OwnerIn('body')
  @Post('save')
  @Answers(MessageResponse, 201)
  save(@Body() body: SaveMaterialsDto, @CurrentUser() user: AuthUser) {
    return this.sets.save(user, body);
  }

  @OwnerIn('param')
  @Get('get/:userId')
  @Answers([MaterialSetResponseDto])
  list(@Param('userId') userId: string) {
    return this.sets.list(userId);
  }

  @OwnerIn('body')
  @Patch('items/:materialId')
  @Answers(MaterialCompletionResponseDto)
  complete(@Param('materialId', IdPipe) materialId: number, @Body() body: MaterialCompletionDto) {
    return this.sets.setCompleted(materialId, body.userId, body.completed);
  }
}
