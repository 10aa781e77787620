/** The body of POST/PUT /api/admin/schools: only the name (the counts are computed). */
export const toSchoolPayload = (record: Record<string, unknown>) => ({
  name: String(record.name ?? '').trim(),
});
