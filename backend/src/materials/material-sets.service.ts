import {
  canGenerateMaterials,
  LastGenerationResponse,
  MATERIAL_NOT_FOUND,
  MaterialSetResponse,
  materialsLockedSince,
  MATERIALS_NONE_STORED,
} from '@aspire/domain';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, In, Not, Repository } from 'typeorm';
import { MaterialLink } from '../ai/ai.types';
import { AuthUser, isAdmin } from '../auth/auth-user';
import { AppError } from '../common/app-error';
import { Clock } from '../common/clock';
import { Transactions } from '../database/transactions';
import { SaveMaterialsDto } from './dto/materials.dto';
import { Material } from './entities/material.entity';
import { MaterialSet } from './entities/material-set.entity';
import { toMaterialSetResponse } from './material-set.response';
import { MaterialsRepository } from './materials.repository';
import { reachStage } from '../assessments/student-stages.repository';

/** The provider of a set whose materials are still being generated. */
export const PENDING = 'pending';
export const SAVED = 'Learning materials saved successfully.';

/** Stored sets: reading them, the spec's save call, and completion per material. */
@Injectable()
export class MaterialSetsService {
  constructor(
    @InjectRepository(MaterialSet) private readonly sets: Repository<MaterialSet>,
    @InjectRepository(Material) private readonly materials: Repository<Material>,
    private readonly rows: MaterialsRepository,
    private readonly transactions: Transactions,
    private readonly clock: Clock,
  ) {}

  /** materials/get: every finished set, newest first. */
  async list(userId: string): Promise<MaterialSetResponse[]> {
    const sets = await this.sets.find({
      where: { userId, provider: Not(PENDING) },
      order: { generatedAt: 'DESC', id: 'DESC' },
    });
    if (!sets.length) return [];
    const materials = await this.materials.find({ where: { setId: In(sets.map((s) => s.id)) } });
    return sets.map((set) => toMaterialSetResponse(set, materials));
  }

  async lastGeneration(userId: string): Promise<LastGenerationResponse> {
    const last = await this.latest(userId);
    return { lastGenerationDate: last?.generatedAt.toISOString() ?? null };
  }

  /** One set with its materials, written together. */
  async store(manager: EntityManager, setId: number, links: MaterialLink[]): Promise<void> {
    if (!links.length) return;
    await manager.insert(
      Material,
      links.map((link, position) => ({ setId, position, ...link, completed: false })),
    );
  }

  /**
   * materials/save. Generate already stored the set; saving it again changes
   * nothing. A student cannot store a list of their own making (admins may, outside the lock).
   */
  async save(caller: AuthUser, dto: SaveMaterialsDto): Promise<{ message: string }> {
    const last = await this.latest(dto.userId);
    if (last && (await this.sameAsStored(last, dto))) return { message: SAVED };
    if (!isAdmin(caller)) {
      const locked = last && !canGenerateMaterials(last.generatedAt, this.clock.now(), false);
      throw AppError.forbidden(
        locked ? materialsLockedSince(last.generatedAt) : MATERIALS_NONE_STORED,
      );
    }
    const now = this.clock.now();
    await this.transactions.run(async (manager) => {
      await reachStage(manager, dto.userId, 'enrich_used', now);
      const inserted = await manager.insert(MaterialSet, {
        userId: dto.userId,
        subject: dto.subject.trim(),
        provider: 'admin',
        generatedAt: now,
      });
      await this.store(manager, inserted.identifiers[0].id as number, dto.materials);
    });
    return { message: SAVED };
  }

  /** Completion is the student's own record on the server (the portal also keeps it locally). */
  async setCompleted(materialId: number, userId: string, completed: boolean) {
    const material = await this.rows.findOwn(materialId, userId);
    if (!material) throw AppError.notFound(MATERIAL_NOT_FOUND);
    await this.materials.update(material.id, { completed });
    return { id: material.id, completed };
  }

  private latest(userId: string) {
    return this.sets.findOne({
      where: { userId, provider: Not(PENDING) },
      order: { generatedAt: 'DESC', id: 'DESC' },
    });
  }

  private async sameAsStored(set: MaterialSet, dto: SaveMaterialsDto): Promise<boolean> {
    if (set.subject !== dto.subject.trim()) return false;
    const stored = await this.materials.find({ where: { setId: set.id } });
    const urls = new Set(stored.map((m) => m.url));
    return dto.materials.length === stored.length && dto.materials.every((m) => urls.has(m.url));
  }
}
