import type { AssessmentType } from '@aspire/domain';
import { AssessmentApiError, assessmentRequest } from './assessment-request';

export const NO_PREVIOUS_DATA = 'No previous assessment data found';
export const DELETED = 'Previous assessment data deleted successfully';
const PREFIX = 'Failed to delete previous assessment data';

export type DeleteResult =
  | { deleted: true; deletedAnswers: number; deletedProgresses: number }
  | { deleted: false; message: typeof NO_PREVIOUS_DATA };

type DeleteResponse = { message?: string; deletedAnswers?: number; deletedProgresses?: number };

type RetryOptions = { attempts?: number; delayMs?: number };

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Only a lost connection or a server fault is worth a second try. */
const retriable = (error: unknown) =>
  error instanceof AssessmentApiError && (error.status === 0 || error.status >= 500);

async function deleteOnce(userId: string, assessmentType: AssessmentType): Promise<DeleteResult> {
  let data: DeleteResponse | null;
  try {
    data = await assessmentRequest<DeleteResponse | null>(PREFIX, '/api/assessment/delete', {
      method: 'DELETE',
      body: { userId, assessmentType },
    });
  } catch (error) {
    const noData =
      error instanceof AssessmentApiError &&
      (error.status === 404 || error.serverMessage.includes(NO_PREVIOUS_DATA));
    if (noData) return { deleted: false, message: NO_PREVIOUS_DATA };
    throw error;
  }
  if (data?.message === DELETED) {
    return {
      deleted: true,
      deletedAnswers: Number(data.deletedAnswers) || 0,
      deletedProgresses: Number(data.deletedProgresses) || 0,
    };
  }
  if (data?.message?.includes(NO_PREVIOUS_DATA))
    return { deleted: false, message: NO_PREVIOUS_DATA };
  throw new AssessmentApiError(`${PREFIX}: Unexpected response from the server.`, 200);
}

/**
 * DELETE /api/assessment/delete (docs/product/assessments.md): tried up to 2 times, 1000 ms apart;
 * a 404 or 'No previous assessment data found' is a result, not an error.
 */
export async function deletePreviousData(
  userId: string,
  assessmentType: AssessmentType,
  { attempts = 2, delayMs = 1000 }: RetryOptions = {},
): Promise<DeleteResult> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await deleteOnce(userId, assessmentType);
    } catch (error) {
      if (attempt >= attempts || !retriable(error)) throw error;
      await wait(delayMs);
    }
  }
}
