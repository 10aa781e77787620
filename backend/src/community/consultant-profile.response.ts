import { ConsultantProfileResponse } from '@aspire/domain';
import { ConsultantProfile } from './entities/consultant-profile.entity';

export const toConsultantProfileResponse = (p: ConsultantProfile): ConsultantProfileResponse => ({
  userId: p.userId,
  username: p.user?.username ?? '',
  headline: p.headline,
  bio: p.bio,
  subjects: p.subjects,
  contact: p.contact ?? '',
  updated_at: p.updatedAt.toISOString(),
});
