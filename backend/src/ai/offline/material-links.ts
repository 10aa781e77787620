import { MATERIALS_PER_SET } from '@aspire/domain';
import { MaterialLink } from '../ai.types';
import { curatedFor } from './curated-materials';

type Source = { title: (subject: string) => string; url: (q: string, subject: string) => string };

/**
 * Real search and catalogue pages of well-known open-learning sites, each queried for the
 * subject: every link works for any subject, and none is an invented page
 * (docs/decisions/0122-curated-offline-materials.md).
 */
const SOURCES: Source[] = [
  {
    title: (s) => `Wikipedia: ${s}`,
    url: (q) => `https://en.wikipedia.org/wiki/Special:Search?search=${q}&go=Go`,
  },
  {
    title: (s) => `MIT OpenCourseWare: free university courses in ${s}`,
    url: (q) => `https://ocw.mit.edu/search/?q=${q}`,
  },
  {
    title: (s) => `Khan Academy: lessons and practice on ${s}`,
    url: (q) => `https://www.khanacademy.org/search?page_search_query=${q}`,
  },
  {
    title: (s) => `OpenLearn (The Open University): free ${s} courses`,
    url: (q) => `https://www.open.edu/openlearn/search-results?query=${q}`,
  },
  {
    title: (s) => `Video lectures on ${s} (YouTube search)`,
    url: (q) => `https://www.youtube.com/results?search_query=${q}+lecture`,
  },
  {
    title: (s) => `Crash Course and other introductions to ${s} (YouTube search)`,
    url: (q) => `https://www.youtube.com/results?search_query=crash+course+${q}`,
  },
  {
    title: (s) => `edX: university courses in ${s}`,
    url: (q) => `https://www.edx.org/search?q=${q}`,
  },
  {
    title: (s) => `Coursera: courses in ${s} (many free to audit)`,
    url: (q) => `https://www.coursera.org/search?query=${q}`,
  },
  {
    title: (s) => `FutureLearn: short courses in ${s}`,
    url: (q) => `https://www.futurelearn.com/search?q=${q}`,
  },
  {
    title: (s) => `Open Textbook Library: free ${s} textbooks`,
    url: (q) => `https://open.umn.edu/opentextbooks/textbooks?term=${q}`,
  },
  {
    title: (s) => `Encyclopaedia Britannica: ${s}`,
    url: (q) => `https://www.britannica.com/search?query=${q}`,
  },
  {
    title: (s) => `TED talks about ${s}`,
    url: (q) => `https://www.ted.com/search?q=${q}`,
  },
];

/** The catalogue's search pages for a subject, in a fixed order. */
export function searchLinks(subject: string): MaterialLink[] {
  const q = encodeURIComponent(subject.trim()).replace(/%20/g, '+');
  return SOURCES.slice(0, MATERIALS_PER_SET).map((source) => ({
    title: source.title(subject.trim()),
    url: source.url(q, subject),
  }));
}

/**
 * Twelve links for the subject (the offline provider's materials): the subject's own curated
 * list first (backend/seed-data/curated-materials.json), topped up with the catalogue's searches.
 */
export function catalogueLinks(subject: string): MaterialLink[] {
  const curated = curatedFor(subject);
  const seen = new Set(curated.map((m) => m.url));
  const searches = searchLinks(subject).filter((m) => !seen.has(m.url));
  return [...curated, ...searches].slice(0, MATERIALS_PER_SET);
}

/** A web search for a title a model suggested: the student finds the real page, never a guessed URL. */
export const titleSearchLink = (title: string): MaterialLink => ({
  title,
  url: `https://duckduckgo.com/?q=${encodeURIComponent(title).replace(/%20/g, '+')}`,
});
