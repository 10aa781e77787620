import { QuestionStatus } from '@aspire/domain';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, Repository } from 'typeorm';
import { Actor } from '../admin/actor.decorator';
import { AppError } from '../common/app-error';
import { FacetBodyDto } from './dto/facet-body.dto';
import { Facet } from './entities/facet.entity';
import { AdminFacet, toAdminFacet } from './facets-admin.resource';
import { QuestionBankService } from './question-bank.service';
import { normaliseTaxonomy, STATUSES } from './question-input';
import { QuestionsAdminRepository } from './questions-admin.repository';

const str = (v: unknown) => (typeof v === 'string' ? v.trim() : '');

function parseFacet(body: FacetBodyDto) {
  const status = str(body.status) as QuestionStatus;
  if (!STATUSES.includes(status))
    throw AppError.badRequest(`Status must be one of: ${STATUSES.join(', ')}.`);
  const name = str(body.name);
  if (!name) throw AppError.badRequest('Facet name is required.');
  const category = str(body.category);
  if (!category) throw AppError.badRequest('Category is required.');
  const subCategory = str(body.sub_category);
  if (!subCategory) throw AppError.badRequest('Sub-category is required.');
  return {
    status,
    name,
    category,
    subCategory,
    note: str(body.note),
    taxonomy: normaliseTaxonomy(body.taxonomy),
  };
}

/** Facets and their notes; a change is audited and refreshes the served question bank. */
@Injectable()
export class FacetsAdminService {
  constructor(
    @InjectRepository(Facet) private readonly facets: Repository<Facet>,
    private readonly rows: QuestionsAdminRepository,
    private readonly bank: QuestionBankService,
  ) {}

  async get(id: number): Promise<AdminFacet> {
    return toAdminFacet(await this.find(this.facets.manager, id));
  }

  create(body: FacetBodyDto, actor: Actor) {
    const fields = parseFacet(body);
    return this.change(
      actor,
      'create',
      null,
      async (manager) => (await manager.save(manager.create(Facet, fields))).id,
    );
  }

  update(id: number, body: FacetBodyDto, actor: Actor) {
    const fields = parseFacet(body);
    return this.change(actor, 'update', id, async (manager) => {
      await manager.update(Facet, id, fields);
      return id;
    });
  }

  async remove(id: number, actor: Actor): Promise<AdminFacet> {
    return this.change(actor, 'delete', id, async (manager) => {
      await manager.delete(Facet, id);
      return null;
    });
  }

  private change(
    actor: Actor,
    action: string,
    id: number | null,
    write: (m: EntityManager) => Promise<number | null>,
  ): Promise<AdminFacet> {
    const view = async (m: EntityManager, facetId: number) =>
      toAdminFacet(await this.find(m, facetId));
    return this.bank.change(actor, { action, resource: 'facets', id, view, write });
  }

  private async find(manager: EntityManager, id: number): Promise<Facet> {
    const facet = await this.rows.facetWithCount(manager, id);
    if (!facet) throw AppError.notFound('Facet not found.');
    return facet;
  }
}
