import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AiModule } from '../ai/ai.module';
import { AssessmentsModule } from '../assessments/assessments.module';
import { Material } from './entities/material.entity';
import { MaterialSet } from './entities/material-set.entity';
import { MaterialSetsService } from './material-sets.service';
import { MaterialsController } from './materials.controller';
import { MaterialsGenerationService } from './materials-generation.service';
import { MaterialsRepository } from './materials.repository';

@Module({
  imports: [TypeOrmModule.forFeature([MaterialSet, Material]), AiModule, AssessmentsModule],
  controllers: [MaterialsController],
  providers: [MaterialsRepository, MaterialSetsService, MaterialsGenerationService],
})
export class MaterialsModule {}
