import { EntityManager, Repository } from 'typeorm';
import { AppError } from '../common/app-error';
import { School } from './entities/school.entity';

export const UNKNOWN_SCHOOL = 'school_id must be the id of an existing school.';

/**
 * A school id from a request, checked before it is written: an unknown id is the caller's
 * mistake (400), not a foreign-key failure. Null means "no school". Checked in the
 * caller's transaction (`manager`) or, outside one, on the module's `School` repository.
 */
export async function knownSchool(
  from: EntityManager | Repository<School>,
  schoolId: number | null | undefined,
): Promise<number | null> {
  if (schoolId === null || schoolId === undefined) return null;
  const exists =
    from instanceof Repository
      ? await from.existsBy({ id: schoolId })
      : await from.existsBy(School, { id: schoolId });
  if (!exists) throw AppError.badRequest(UNKNOWN_SCHOOL);
  return schoolId;
}
