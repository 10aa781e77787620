/**
 * The external bachelor-programme search (docs/product/assessments.md): `{subject}` is replaced by
 * the URL-encoded subject name. Change it here to point at another portal.
 */
export const BACHELOR_SEARCH_URL_TEMPLATE =
  'https://www.bachelorsportal.com/search/bachelor?q={subject}';

export const bachelorSearchUrl = (subject: string, template = BACHELOR_SEARCH_URL_TEMPLATE) =>
  template.replace('{subject}', encodeURIComponent(subject.trim()));
