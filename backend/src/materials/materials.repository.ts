import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { Material } from './entities/material.entity';
import { MaterialSet } from './entities/material-set.entity';

/** The learning materials' statements beyond a find or an update by id. */
@Injectable()
export class MaterialsRepository {
  constructor(@InjectRepository(Material) private readonly materials: Repository<Material>) {}

  /** A material of one of the student's own sets (null for another student's): one read. */
  findOwn(materialId: number, userId: string): Promise<Material | null> {
    return this.materials
      .createQueryBuilder('m')
      .innerJoin(MaterialSet, 's', 's.id = m.set_id')
      .where('m.id = :materialId AND s.user_id = :userId', { materialId, userId })
      .getOne();
  }
}
