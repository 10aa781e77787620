import { AuthUser, isAdmin } from '../auth/auth-user';
import { FeedPost } from './entities/feed-post.entity';

/**
 * The feed is the school's: a post of the caller's school or an admin's post for every school
 * (school_id NULL). Admins see every school's posts.
 */
export const canSee = (caller: AuthUser, post: Pick<FeedPost, 'schoolId'>): boolean =>
  isAdmin(caller) || post.schoolId === null || post.schoolId === caller.schoolId;
