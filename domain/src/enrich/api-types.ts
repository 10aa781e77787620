/** Payloads and answers of the Enrich+ materials and community calls (docs/API.md). */
import type { FeedReaction } from './community';
import type { TopSubjects } from './materials';

export type MaterialItem = { id: number; title: string; url: string; completed: boolean };

/** Which writer produced a text: the offline generator or an OpenAI-compatible model (xAI). */
export type TextProvider = 'offline' | 'openai-compatible' | string;

export type MaterialSetResponse = {
  id: number;
  subject: string;
  generationDate: string;
  provider: TextProvider;
  materials: MaterialItem[];
};

export type GenerateMaterialsPayload = {
  userId: string;
  payload: { subject: string; prompt?: string };
};
export type SaveMaterialsPayload = {
  userId: string;
  subject: string;
  materials: { title: string; url: string }[];
  generationDate: string;
};
export type LastGenerationResponse = { lastGenerationDate: string | null };
export type MaterialCompletionPayload = { userId: string; completed: boolean };
export type MaterialCompletionResponse = { id: number; completed: boolean };

/** GET /api/assessment/top-subjects/:userId */
export type TopSubjectsResponse = TopSubjects;

export type FeedAuthor = { username: string; role: string };
export type FeedPostResponse = {
  id: number;
  author: FeedAuthor;
  body: string;
  link: string | null;
  created_at: string;
  reactions: Partial<Record<FeedReaction, number>>;
  myReaction: FeedReaction | null;
  /** the caller may delete it (its author, or an admin) */
  canDelete: boolean;
};
export type FeedResponse = { posts: FeedPostResponse[]; hasMore: boolean };
export type CreatePostPayload = { body: string; link?: string | null };
export type ReactionPayload = { reaction: FeedReaction | null };

export type ConsultantProfileResponse = {
  userId: string;
  username: string;
  headline: string;
  bio: string;
  subjects: string[];
  contact: string;
  updated_at: string;
};
export type MyConsultantProfileResponse = {
  profile: ConsultantProfileResponse | null;
  /** the subjects a consultant may choose: the question bank's UniReady and Exploration subjects */
  subjectOptions: string[];
};
export type ConsultantsResponse = {
  consultants: ConsultantProfileResponse[];
  /** the caller's top subjects the list was matched on (empty for staff) */
  matchedOn: string[];
};
