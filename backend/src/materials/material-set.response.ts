import { MaterialSetResponse } from '@aspire/domain';
import { Material } from './entities/material.entity';
import { MaterialSet } from './entities/material-set.entity';

/**
 * A material set (docs/product/dashboard.md, "Knowledge: learning materials"), with each material's
 * id and completion.
 */
export const toMaterialSetResponse = (
  set: MaterialSet,
  materials: Material[],
): MaterialSetResponse => ({
  id: set.id,
  subject: set.subject,
  generationDate: set.generatedAt.toISOString(),
  provider: set.provider,
  materials: materials
    .filter((m) => m.setId === set.id)
    .sort((a, b) => a.position - b.position)
    .map((m) => ({ id: m.id, title: m.title, url: m.url, completed: m.completed })),
});
